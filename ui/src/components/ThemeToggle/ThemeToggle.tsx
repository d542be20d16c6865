import type { ColorMode } from '../../theme/colorMode.ts';
import * as styles from './ThemeToggle.css.ts';

export type ThemeToggleProps = {
  /** The colour mode in use now. */
  mode: ColorMode;
  onToggle: () => void;
};

const label: Record<ColorMode, string> = {
  light: 'Switch to dark theme',
  dark: 'Switch to light theme',
};

/**
 * Switches between the light and dark theme. The name says what activating it does, so it carries no pressed
 * state (a toggle whose label changes with its state would announce contradictions).
 */
export function ThemeToggle({ mode, onToggle }: ThemeToggleProps) {
  return (
    <button type="button" className={styles.root} aria-label={label[mode]} title={label[mode]} onClick={onToggle}>
      {mode === 'light' ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}

function MoonIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M20.5 14.2A8.5 8.5 0 0 1 9.8 3.5a8.5 8.5 0 1 0 10.7 10.7Z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function SunIcon() {
  const rays = [0, 45, 90, 135, 180, 225, 270, 315];
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4.5" stroke="currentColor" strokeWidth="2" />
      {rays.map((angle) => (
        <line
          key={angle}
          x1="12"
          y1="1.75"
          x2="12"
          y2="3.75"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          transform={`rotate(${angle} 12 12)`}
        />
      ))}
    </svg>
  );
}
