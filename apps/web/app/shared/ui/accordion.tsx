import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from './icons.tsx';
import styles from './accordion.module.css';

export interface AccordionProps {
  title: ReactNode;
  /** Heading level wrapping the button (WAI-ARIA accordion pattern). */
  level?: 2 | 3 | 4;
  defaultOpen?: boolean;
  /** Controlled use: pass both. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  children: ReactNode;
}

/** One accordion section: a heading button with aria-expanded controlling a labelled region. */
export function Accordion({
  title,
  level = 3,
  defaultOpen = false,
  open,
  onOpenChange,
  className,
  children,
}: AccordionProps) {
  const [own, setOwn] = useState(defaultOpen);
  const isOpen = open ?? own;
  const id = useId();
  const Heading = `h${level}` as const;
  const toggle = () => {
    setOwn(!isOpen);
    onOpenChange?.(!isOpen);
  };
  return (
    <div className={`${styles.item} ${className ?? ''}`} data-open={isOpen || undefined}>
      <Heading className={styles.heading}>
        <button
          type="button"
          id={`${id}-button`}
          className={styles.trigger}
          aria-expanded={isOpen}
          aria-controls={`${id}-region`}
          onClick={toggle}
        >
          <span>{title}</span>
          <ChevronDownIcon className={styles.chevron} />
        </button>
      </Heading>
      <div
        id={`${id}-region`}
        role="region"
        aria-labelledby={`${id}-button`}
        className={styles.region}
        hidden={!isOpen}
      >
        {children}
      </div>
    </div>
  );
}
