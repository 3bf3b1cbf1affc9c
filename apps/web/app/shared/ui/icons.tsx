import type { SVGProps } from 'react';
import sprite from './icons.svg?no-inline';
import styles from './icons.module.css';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number;
  /** A visible-to-assistive-tech name; without it the icon is decorative. */
  title?: string;
}

/** A drawing of the sprite by its symbol id (the page's CSS variables reach into it). */
export function spriteHref(id: string): string {
  return `${sprite}#${id}`;
}

/**
 * A 24×24 stroke icon of the sprite icons.svg (filled ones say so on their symbol). Drawn inline,
 * the icons were about 1.1 kB gzip of JavaScript on every page; the sprite is one cached file. The
 * symbol brings its viewBox and the class its stroke: a listing page writes 60 icons.
 */
function icon(id: string, name: string) {
  function Icon({ size = 24, title, className, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        className={className ? `${styles.icon} ${className}` : styles.icon}
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        aria-label={title}
        {...rest}
      >
        <use href={spriteHref(id)} />
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const CloseIcon = /*#__PURE__*/ icon('close', 'CloseIcon');
export const MenuIcon = /*#__PURE__*/ icon('menu', 'MenuIcon');
export const SearchIcon = /*#__PURE__*/ icon('search', 'SearchIcon');
export const HeartIcon = /*#__PURE__*/ icon('heart', 'HeartIcon');
export const CompareIcon = /*#__PURE__*/ icon('compare', 'CompareIcon');
export const BasketIcon = /*#__PURE__*/ icon('basket', 'BasketIcon');
export const UserIcon = /*#__PURE__*/ icon('user', 'UserIcon');
export const PhoneIcon = /*#__PURE__*/ icon('phone', 'PhoneIcon');
export const PinIcon = /*#__PURE__*/ icon('pin', 'PinIcon');
export const ChevronDownIcon = /*#__PURE__*/ icon('chevron-down', 'ChevronDownIcon');
export const ChevronRightIcon = /*#__PURE__*/ icon('chevron-right', 'ChevronRightIcon');
export const ArrowLeftIcon = /*#__PURE__*/ icon('arrow-left', 'ArrowLeftIcon');
export const CarIcon = /*#__PURE__*/ icon('car', 'CarIcon');
export const OrdersIcon = /*#__PURE__*/ icon('orders', 'OrdersIcon');
export const StarIcon = /*#__PURE__*/ icon('star', 'StarIcon');
export const ShareIcon = /*#__PURE__*/ icon('share', 'ShareIcon');
export const PlusSquareIcon = /*#__PURE__*/ icon('plus-square', 'PlusSquareIcon');
export const DotsIcon = /*#__PURE__*/ icon('dots', 'DotsIcon');
export const CheckIcon = /*#__PURE__*/ icon('check', 'CheckIcon');
export const VkIcon = /*#__PURE__*/ icon('vk', 'VkIcon');
export const YoutubeIcon = /*#__PURE__*/ icon('youtube', 'YoutubeIcon');
export const TelegramIcon = /*#__PURE__*/ icon('telegram', 'TelegramIcon');
export const BlogIcon = /*#__PURE__*/ icon('blog', 'BlogIcon');
