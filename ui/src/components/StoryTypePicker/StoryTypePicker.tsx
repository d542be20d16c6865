import {
  BookOpen,
  CloudRain,
  Compass,
  Gift,
  Heart,
  Laugh,
  Moon,
  Rocket,
  Smile,
  Sparkles,
  TrendingUp,
  WandSparkles,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import type { Schema } from '@storyloom/api-client/contract';
import * as styles from './StoryTypePicker.css.ts';

/** A story type from GET /story-types: the map's key with its name and description. */
export type StoryTypeOption = Schema<'StoryType'> & { key: string };

const icons: Record<Schema<'StoryTypeKey'>, LucideIcon> = {
  childrens_bedtime_story: Moon,
  childrens_story: Smile,
  viral_story: TrendingUp,
  romantic_story: Heart,
  funny_friends_story: Laugh,
  funny_adult_story: Sparkles,
  fantasy_story: WandSparkles,
  sci_fi_story: Rocket,
  sad_story: CloudRain,
  action_story: Zap,
  adventure_story: Compass,
  occasion_story: Gift,
};

export type StoryTypePickerProps = {
  /** The story types in the server's order. */
  types: readonly StoryTypeOption[];
  /** The selected type's key. */
  value: string | null;
  onChange: (key: string) => void;
  disabled?: boolean;
  /** The group's visible label. */
  label?: string;
};

/**
 * Stage 1's story type choice: one card per type (a radio group, so arrow keys move the selection) and a panel that
 * describes the selected type.
 */
export function StoryTypePicker({ types, value, onChange, disabled = false, label = 'Story Type' }: StoryTypePickerProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const panelId = `${id}-description`;
  const selected = types.find((type) => type.key === value);

  return (
    <div className={styles.root}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} aria-disabled={disabled || undefined} className={styles.grid}>
        {types.map((type) => {
          const checked = type.key === value;
          const Icon = icons[type.key as Schema<'StoryTypeKey'>] ?? BookOpen;
          const className = [styles.card, checked ? styles.checked : undefined, disabled ? styles.disabled : undefined]
            .filter(Boolean)
            .join(' ');
          return (
            <label key={type.key} className={className}>
              <input
                type="radio"
                className={styles.input}
                name={id}
                value={type.key}
                checked={checked}
                disabled={disabled}
                aria-describedby={checked ? panelId : undefined}
                onChange={() => onChange(type.key)}
              />
              <Icon className={styles.icon} aria-hidden="true" focusable="false" />
              <span className={styles.name}>{type.name}</span>
            </label>
          );
        })}
      </div>
      {selected ? (
        <div className={styles.panel}>
          <p className={styles.panelTitle}>{selected.name}</p>
          {/* The selected card's description: its name is already the radio's name. */}
          <p id={panelId} className={styles.panelText}>
            {selected.description}
          </p>
        </div>
      ) : null}
    </div>
  );
}
