/** The prompt an animation gets unless the user writes another (spec: workflow document, section 9). */
export const DEFAULT_ANIMATION_PROMPT = 'add slight movement and characters blinking';
