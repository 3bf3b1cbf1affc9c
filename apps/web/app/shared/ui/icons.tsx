import type { SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number;
  /** A visible-to-assistive-tech name; without it the icon is decorative. */
  title?: string;
}

/** Builds an inline 24×24 stroke icon; each is its own export, so unused ones are dropped. */
function icon(body: string, name: string, filled = false) {
  function Icon({ size = 24, title, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        aria-label={title}
        focusable="false"
        {...rest}
        dangerouslySetInnerHTML={{ __html: body }}
      />
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const CloseIcon = /*#__PURE__*/ icon('<path d="M6 6l12 12M18 6L6 18"/>', 'CloseIcon');
export const MenuIcon = /*#__PURE__*/ icon('<path d="M4 7h16M4 12h16M4 17h16"/>', 'MenuIcon');
export const SearchIcon = /*#__PURE__*/ icon('<circle cx="11" cy="11" r="6.5"/><path d="M20 20l-4.2-4.2"/>', 'SearchIcon');
export const HeartIcon = /*#__PURE__*/ icon('<path d="M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.6 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z"/>', 'HeartIcon');
export const CompareIcon = /*#__PURE__*/ icon('<path d="M6 20V10M12 20V4M18 20v-7"/>', 'CompareIcon');
export const BasketIcon = /*#__PURE__*/ icon('<path d="M3 4h2l2.2 10.5a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2"/><circle cx="9.5" cy="19.5" r="1.2"/><circle cx="17" cy="19.5" r="1.2"/>', 'BasketIcon');
export const UserIcon = /*#__PURE__*/ icon('<circle cx="12" cy="8" r="4"/><path d="M4.5 20.5a7.5 7.5 0 0 1 15 0"/>', 'UserIcon');
export const PhoneIcon = /*#__PURE__*/ icon('<path d="M5 3.5h3.2l1.6 4.2-2.1 1.4a11 11 0 0 0 7.2 7.2l1.4-2.1 4.2 1.6V19a1.8 1.8 0 0 1-2 1.8A16.5 16.5 0 0 1 3.2 5.5 1.8 1.8 0 0 1 5 3.5z"/>', 'PhoneIcon');
export const PinIcon = /*#__PURE__*/ icon('<path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z"/><circle cx="12" cy="10" r="2.3"/>', 'PinIcon');
export const ChevronDownIcon = /*#__PURE__*/ icon('<path d="M6 9l6 6 6-6"/>', 'ChevronDownIcon');
export const ChevronRightIcon = /*#__PURE__*/ icon('<path d="M9 6l6 6-6 6"/>', 'ChevronRightIcon');
export const ArrowLeftIcon = /*#__PURE__*/ icon('<path d="M19 12H5M11 6l-6 6 6 6"/>', 'ArrowLeftIcon');
export const CarIcon = /*#__PURE__*/ icon('<path d="M3.5 16.5v-4l2-5h13l2 5v4M3.5 16.5h17M3.5 16.5V19h3v-2.5M17.5 16.5V19h3v-2.5"/><circle cx="7.5" cy="13.5" r=".8"/><circle cx="16.5" cy="13.5" r=".8"/>', 'CarIcon');
export const OrdersIcon = /*#__PURE__*/ icon('<rect x="5" y="3.5" width="14" height="17" rx="2"/><path d="M9 8.5h6M9 12.5h6M9 16.5h3"/>', 'OrdersIcon');
export const StarIcon = /*#__PURE__*/ icon('<path d="M12 3.8l2.5 5.2 5.6.7-4.1 3.9 1 5.6-5-2.7-5 2.7 1-5.6-4.1-3.9 5.6-.7z"/>', 'StarIcon');
export const ShareIcon = /*#__PURE__*/ icon('<path d="M12 15V3.5M7.5 8 12 3.5 16.5 8"/><path d="M6 11H5v9.5h14V11h-1"/>', 'ShareIcon');
export const PlusSquareIcon = /*#__PURE__*/ icon('<rect x="4" y="4" width="16" height="16" rx="3"/><path d="M12 8v8M8 12h8"/>', 'PlusSquareIcon');
export const DotsIcon = /*#__PURE__*/ icon('<circle cx="12" cy="5" r="1.6"/><circle cx="12" cy="12" r="1.6"/><circle cx="12" cy="19" r="1.6"/>', 'DotsIcon', true);
export const CheckIcon = /*#__PURE__*/ icon('<path d="M5 12.5l4.5 4.5L19 7.5"/>', 'CheckIcon');
export const VkIcon = /*#__PURE__*/ icon('<path d="M3 7h3.2c.3 3 1.7 5 3 5.4V7H12v3c1.4-.2 2.7-1.8 3.2-3H18c-.4 1.9-1.9 3.4-3 4.1 1.1.5 2.8 1.9 3.5 4.4h-3c-.6-1.6-1.9-2.9-3.5-3v3h-.4C7 15.5 3.4 12.6 3 7z"/>', 'VkIcon', true);
export const YoutubeIcon = /*#__PURE__*/ icon('<path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z"/>', 'YoutubeIcon', true);
export const TelegramIcon = /*#__PURE__*/ icon('<path d="M21 4.5 2.8 11.4c-.9.4-.9 1.3.1 1.6l4.6 1.4 1.8 5.4c.2.6.9.7 1.3.3l2.5-2.3 4.8 3.5c.6.4 1.3.1 1.5-.6L22 5.6c.2-.9-.4-1.4-1-1.1zM9.5 14.5l8-6.5-6.3 7.4-.3 3z"/>', 'TelegramIcon', true);
export const BlogIcon = /*#__PURE__*/ icon('<path d="M12 2c.3 5.4 4.6 9.7 10 10-5.4.3-9.7 4.6-10 10-.3-5.4-4.6-9.7-10-10 5.4-.3 9.7-4.6 10-10z"/>', 'BlogIcon', true);
