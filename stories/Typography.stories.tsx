import type { Meta, StoryObj } from '@storybook/react-vite';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { expect } from 'storybook/test';
import { fontWeights, lightTheme, vars } from '@storyloom/ui';
import * as styles from './foundations.css.ts';

const sampleText = 'Čarobna šuma, žuti đurđevak, ćuk';
const sizes = Object.keys(lightTheme.font.size) as (keyof typeof lightTheme.font.size)[];
const weights = Object.keys(fontWeights) as (keyof typeof fontWeights)[];

function TypeScale() {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Type scale · Inter</h1>
      <dl className={styles.samples}>
        {sizes.map((size) => (
          <div key={size} className={styles.sampleRow}>
            <dt className={styles.tokenValue}>
              size.{size} · {lightTheme.font.size[size]}
            </dt>
            <dd
              className={styles.sample}
              style={assignInlineVars({
                [styles.sampleSize]: vars.font.size[size],
                [styles.sampleWeight]: vars.font.weight.regular,
              })}
            >
              {sampleText}
            </dd>
          </div>
        ))}
        {weights.map((weight) => (
          <div key={weight} className={styles.sampleRow}>
            <dt className={styles.tokenValue}>
              weight.{weight} · {fontWeights[weight]}
            </dt>
            <dd
              className={styles.sample}
              style={assignInlineVars({
                [styles.sampleSize]: vars.font.size.xl,
                [styles.sampleWeight]: vars.font.weight[weight],
              })}
            >
              {sampleText}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const meta = {
  title: 'Foundations/Typography',
  component: TypeScale,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TypeScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typography: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(sampleText)).toHaveLength(sizes.length + weights.length);
    // The bundled Latin Extended faces cover the Croatian letters in every weight.
    for (const weight of weights) {
      const faces = await document.fonts.load(`${fontWeights[weight]} 1em Inter`, 'čćđšž');
      await expect(faces.map((face) => [face.status, face.weight, face.unicodeRange.includes('U+100-2BA')])).toEqual([
        ['loaded', String(fontWeights[weight]), true],
      ]);
    }
  },
};
