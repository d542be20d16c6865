import { style } from '@vanilla-extract/css';

// Stage 3 components size themselves from their container (container queries): on the phone viewport the story
// gives them the full width inside the story root's 16 px padding.
export const phoneFrame = style({ width: 'calc(100vw - 32px)' });
