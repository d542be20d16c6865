import { style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from './visuallyHiddenRule.ts';

/** The class for text that only assistive technology reads. */
export const visuallyHidden = style(visuallyHiddenRule);
