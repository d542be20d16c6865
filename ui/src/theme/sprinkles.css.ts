import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { darkModeSelector } from './colorModeStyle.ts';
import { breakpoints } from './tokens.ts';
import { vars } from './vars.css.ts';

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gridTemplateColumns: {
      1: 'repeat(1, minmax(0, 1fr))',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
    },
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: { ...vars.space, auto: 'auto' },
    marginRight: { ...vars.space, auto: 'auto' },
    width: { auto: 'auto', full: '100%' },
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.font.size,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
    placeItems: ['justifyContent', 'alignItems'],
  },
});

const unresponsiveProperties = defineProperties({
  properties: {
    position: ['relative', 'absolute', 'sticky'],
    overflow: ['hidden', 'auto'],
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontFamily: vars.font.family,
    fontWeight: vars.font.weight,
    lineHeight: vars.font.lineHeight,
    maxWidth: { prose: '65ch', content: '72rem', full: '100%' },
    borderStyle: ['none', 'solid'],
    borderWidth: { 0: '0', 1: '1px', 2: '2px' },
  },
});

// Colour tokens already follow the mode; the light/dark conditions are for a different role per mode.
const colorProperties = defineProperties({
  conditions: {
    lightMode: {},
    darkMode: { selector: darkModeSelector },
  },
  defaultCondition: 'lightMode',
  properties: {
    color: vars.color,
    background: vars.color,
    borderColor: vars.color,
  },
});

const pseudoProperties = defineProperties({
  conditions: {
    rest: {},
    hover: { selector: '&:hover' },
    focusVisible: { selector: '&:focus-visible' },
  },
  defaultCondition: 'rest',
  properties: {
    textDecoration: ['none', 'underline'],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, unresponsiveProperties, colorProperties, pseudoProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
