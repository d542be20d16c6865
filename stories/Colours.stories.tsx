import type { Meta, StoryObj } from '@storybook/react-vite';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { expect } from 'storybook/test';
import { colorRoles, darkTheme, lightTheme, vars } from '@storyloom/ui';
import * as styles from './foundations.css.ts';

function ColourTokens() {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Colour roles</h1>
      <ul className={styles.swatches}>
        {colorRoles.map((role) => (
          <li key={role} className={styles.swatch} aria-label={role}>
            <div className={styles.chip} style={assignInlineVars({ [styles.swatchColor]: vars.color[role] })} />
            <span className={styles.tokenName}>{role}</span>
            <span className={styles.tokenValue}>light {lightTheme.color[role]}</span>
            <span className={styles.tokenValue}>dark {darkTheme.color[role]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: 'Foundations/Colours',
  component: ColourTokens,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ColourTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(colorRoles.length);
    // Each chip shows the live token, so the screenshots of both modes cover every colour.
    const chip = canvas.getByRole('listitem', { name: 'brand' }).firstElementChild!;
    await expect(getComputedStyle(chip).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};
