import type { ReactNode } from 'react';
import type { Sprinkles } from '../../theme/sprinkles.css.ts';
import { Box, type BoxProps } from './Box.tsx';

type Space = NonNullable<Sprinkles['gap']>;
const justifyToFlex = { left: 'flex-start', center: 'center', right: 'flex-end', spaceBetween: 'space-between' } as const;
const alignYToFlex = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } as const;

export type InlineProps = {
  /** Space between children, both ways when they wrap. */
  gap?: Space;
  justify?: keyof typeof justifyToFlex;
  alignY?: keyof typeof alignYToFlex;
  /** Wrap onto more lines when the row is full (default true). */
  wrap?: boolean;
  as?: 'div' | 'span' | 'ul' | 'ol' | 'nav' | 'footer' | 'header';
  children?: ReactNode;
} & Pick<BoxProps, 'id' | 'className' | 'aria-label' | 'aria-labelledby' | 'role'>;

/** Children side by side with an even gap, wrapping when the row is full. */
export function Inline({
  gap = 'sm',
  justify = 'left',
  alignY = 'center',
  wrap = true,
  as = 'div',
  children,
  ...props
}: InlineProps) {
  return (
    <Box
      as={as}
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={gap}
      justifyContent={justifyToFlex[justify]}
      alignItems={alignYToFlex[alignY]}
      {...props}
    >
      {children}
    </Box>
  );
}
