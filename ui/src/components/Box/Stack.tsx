import type { ReactNode } from 'react';
import type { Sprinkles } from '../../theme/sprinkles.css.ts';
import { Box, type BoxProps } from './Box.tsx';

type Space = NonNullable<Sprinkles['gap']>;
const alignToFlex = { left: 'flex-start', center: 'center', right: 'flex-end', stretch: 'stretch' } as const;

export type StackProps = {
  /** Vertical space between children (a space token, or one per breakpoint). */
  gap?: Space;
  /** Horizontal alignment of the children. */
  align?: keyof typeof alignToFlex;
  as?: 'div' | 'section' | 'ul' | 'ol' | 'form' | 'fieldset' | 'header' | 'footer' | 'nav' | 'article' | 'aside';
  children?: ReactNode;
} & Pick<BoxProps, 'id' | 'className' | 'aria-label' | 'aria-labelledby' | 'role'>;

/** Children one above the other with an even gap. */
export function Stack({ gap = 'md', align = 'stretch', as = 'div', children, ...props }: StackProps) {
  return (
    <Box as={as} display="flex" flexDirection="column" gap={gap} alignItems={alignToFlex[align]} {...props}>
      {children}
    </Box>
  );
}
