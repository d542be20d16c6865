/**
 * Raw design tokens. The CSS custom properties in `vars.css.ts` are typed from `ThemeTokens`, so a theme that
 * misses a token fails to compile. Values CSS cannot hold (breakpoints as numbers) live here as plain constants.
 */

export const colorRoles = [
  'background',
  'surface',
  'surfaceRaised',
  'surfaceSunken',
  'text',
  'textMuted',
  'border',
  'borderStrong',
  'brand',
  'brandHover',
  'brandSoft',
  'brandText',
  'onBrand',
  'focus',
  'success',
  'warning',
  'danger',
  'dangerHover',
  'onDanger',
  'info',
] as const;
export type ColorRole = (typeof colorRoles)[number];

export type ThemeTokens = {
  color: Record<ColorRole, string>;
  space: Record<'none' | 'xxs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl', string>;
  radius: Record<'none' | 'sm' | 'md' | 'lg' | 'full', string>;
  font: {
    family: Record<'body' | 'mono', string>;
    size: Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl' | 'display', string>;
    weight: Record<'regular' | 'medium' | 'semibold' | 'bold', string>;
    lineHeight: Record<'tight' | 'snug' | 'normal', string>;
  };
  shadow: Record<'sm' | 'md' | 'lg', string>;
  motion: {
    duration: Record<'fast' | 'base' | 'slow', string>;
    easing: Record<'standard' | 'emphasised', string>;
  };
};

/** Viewport widths (px) where the `tablet` and `desktop` sprinkles conditions start. */
export const breakpoints = { mobile: 0, tablet: 740, desktop: 1040 } as const;
/** The sticky header bar's height (its border aside): toasts open below it, never over its buttons. */
export const headerBarHeight = '4rem';
export type Breakpoint = keyof typeof breakpoints;

/** The Inter weights bundled by `@storyloom/ui/fonts`; `font.weight` only uses these. */
export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

const shared: Omit<ThemeTokens, 'color' | 'shadow'> = {
  space: {
    none: '0',
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4rem',
  },
  radius: { none: '0', sm: '6px', md: '10px', lg: '16px', full: '9999px' },
  font: {
    family: {
      body: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      mono: "'JetBrains Mono', ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
    },
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.25rem',
      xxl: '1.5rem',
      xxxl: '2rem',
      display: '2.75rem',
    },
    weight: {
      regular: String(fontWeights.regular),
      medium: String(fontWeights.medium),
      semibold: String(fontWeights.semibold),
      bold: String(fontWeights.bold),
    },
    lineHeight: { tight: '1.15', snug: '1.35', normal: '1.55' },
  },
  motion: {
    duration: { fast: '120ms', base: '200ms', slow: '320ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasised: 'cubic-bezier(0.3, 0, 0, 1.3)' },
  },
};

// Every text/background pair used by the components meets WCAG AA (4.5:1 for text, 3:1 for borders and focus).
export const lightTheme: ThemeTokens = {
  ...shared,
  color: {
    background: '#f7f5f1',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#efece6',
    text: '#1d1b24',
    textMuted: '#5c5868',
    border: '#dcd8e0',
    borderStrong: '#8a8496',
    brand: '#5a3dd1',
    brandHover: '#4a2fb8',
    brandSoft: '#ece8fc',
    brandText: '#4f33c4',
    onBrand: '#ffffff',
    focus: '#1f5fd1',
    success: '#1b7a3a',
    warning: '#8a5a00',
    danger: '#c0262d',
    dangerHover: '#a31e24',
    onDanger: '#ffffff',
    info: '#1d63b8',
  },
  shadow: {
    sm: '0 1px 2px rgba(29, 27, 36, 0.06), 0 1px 3px rgba(29, 27, 36, 0.08)',
    md: '0 4px 12px rgba(29, 27, 36, 0.08), 0 2px 4px rgba(29, 27, 36, 0.06)',
    lg: '0 12px 32px rgba(29, 27, 36, 0.12), 0 4px 8px rgba(29, 27, 36, 0.06)',
  },
};

export const darkTheme: ThemeTokens = {
  ...shared,
  color: {
    background: '#13111a',
    surface: '#1c1925',
    surfaceRaised: '#25212f',
    surfaceSunken: '#0e0c13',
    text: '#f2f0f7',
    textMuted: '#a9a4b8',
    border: '#363145',
    borderStrong: '#77708a',
    brand: '#a995ff',
    brandHover: '#bcadff',
    brandSoft: '#2a2442',
    brandText: '#b6a6ff',
    onBrand: '#17112e',
    focus: '#7fb0ff',
    success: '#56c47a',
    warning: '#e0b341',
    danger: '#ff8a80',
    dangerHover: '#ffa49c',
    onDanger: '#2c0907',
    info: '#6fb0ff',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45), 0 2px 4px rgba(0, 0, 0, 0.3)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.55), 0 4px 8px rgba(0, 0, 0, 0.35)',
  },
};
