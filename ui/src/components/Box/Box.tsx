import { createElement, type AllHTMLAttributes, type ElementType, type ReactNode, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css.ts';

type NativeProps = Omit<AllHTMLAttributes<HTMLElement>, 'as' | 'className' | 'style' | keyof Sprinkles | 'width'>;

export type BoxProps = NativeProps &
  Sprinkles & {
    /** The element to render (default `div`). */
    as?: ElementType;
    /** Extra class names from a component's own `.css.ts` (never inline styles). */
    className?: string;
    ref?: Ref<HTMLElement>;
    children?: ReactNode;
  };

const sprinkleKeys = new Set<string>(sprinkles.properties);

/**
 * The layout atom (Braid's Box): design-token props become sprinkles classes, everything else goes to the element.
 * `<Box as="section" paddingX="lg" display={{ mobile: 'block', tablet: 'flex' }} />`.
 */
export function Box({ as = 'div', className, children, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkleKeys.has(key)) atoms[key] = value;
    else native[key] = value;
  }
  const classes = [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { ...native, className: classes || undefined }, children);
}
