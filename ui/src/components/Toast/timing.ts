/** How long a toast stays before it leaves by itself (spec 000, Shell). */
export const TOAST_DURATION_MS = 5000;
/** Length of a toast's exit animation; it is removed (onDismiss) when the animation ends. */
export const TOAST_EXIT_MS = 300;
