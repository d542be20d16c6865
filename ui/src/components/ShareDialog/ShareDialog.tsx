import type { Schema } from '@storyloom/api-client/contract';
import { CircleAlert, Share2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Select, type SelectOption } from '../Select/Select.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './ShareDialog.css.ts';

/** The categories a video can be shared under in the public showcase. */
export const showcaseCategories = [
  'childrens_bedtime_story',
  'viral_story',
  'romantic_story',
  'funny_friends_story',
  'fantasy_story',
  'sci_fi_story',
] as const;
export type ShowcaseCategory = (typeof showcaseCategories)[number];

export function isShowcaseCategory(value: unknown): value is ShowcaseCategory {
  return showcaseCategories.includes(value as ShowcaseCategory);
}

/** What the share form sends: the showcase share payload. */
export type ShareValues = { title: string; description: string; category: ShowcaseCategory };

type ShareSource = Pick<
  Schema<'ProjectListItem'>,
  'story_title' | 'context' | 'theme' | 'character_description' | 'additional_context' | 'story_type'
>;

/**
 * The share form's starting values: the story title (else 'Untitled Story'); the first non-blank of context, theme,
 * character description and additional context; the project's story type when it is a showcase category, else
 * childrens_bedtime_story.
 */
export function shareDefaults(project: ShareSource): ShareValues {
  const description = [project.context, project.theme, project.character_description, project.additional_context]
    .map((text) => text?.trim())
    .find(Boolean);
  return {
    title: project.story_title?.trim() || 'Untitled Story',
    description: description ?? '',
    category: isShowcaseCategory(project.story_type) ? project.story_type : 'childrens_bedtime_story',
  };
}

export type ShareDialogProps = {
  open: boolean;
  /** The project to share; the form starts from `shareDefaults(project)` each time it opens. */
  project: ShareSource;
  /** Labels of the six showcase categories, in the order to offer them. */
  categories: readonly SelectOption<ShowcaseCategory>[];
  /** The share request is running: Share spins, the form is read-only and the dialog cannot be dismissed. */
  processing?: boolean;
  /** The server's refusal, e.g. 'This project has no videos to share'. */
  error?: string;
  /** Share was pressed with a non-blank title; the title comes trimmed. */
  onSubmit: (values: ShareValues) => void;
  /** Cancel, Escape, the close button or a backdrop click. */
  onCancel: () => void;
};

/** The share-to-showcase form: title (required), description (optional) and category. */
export function ShareDialog({ open, project, categories, processing = false, error, onSubmit, onCancel }: ShareDialogProps) {
  const [values, setValues] = useState(() => shareDefaults(project));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setValues(shareDefaults(project));
  }
  const formId = useId();

  const title = values.title.trim();
  const titleMissing = title === '';
  const canShare = !titleMissing && !processing;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canShare) onSubmit({ ...values, title });
  };

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title="Share to showcase"
      description="Your video will appear in the public Community Showcase."
      dismissible={!processing}
      footer={
        <>
          <Button variant="secondary" disabled={processing} onClick={onCancel}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            // Button leaves an SVG at its own 24 px; fill its 1.25em icon slot.
            icon={<Share2 size="100%" />}
            loading={processing}
            disabled={titleMissing}
          >
            Share
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit}>
        {error ? (
          <p className={styles.error} role="alert">
            <CircleAlert className={styles.errorIcon} aria-hidden="true" focusable="false" />
            <span>{error}</span>
          </p>
        ) : null}
        <TextField
          label="Title"
          required
          value={values.title}
          onChange={(text) => setValues((current) => ({ ...current, title: text }))}
          readOnly={processing}
          hint={titleMissing ? 'A title is required to share.' : undefined}
        />
        <TextArea
          label="Description"
          hint="Optional"
          value={values.description}
          onChange={(text) => setValues((current) => ({ ...current, description: text }))}
          readOnly={processing}
          rows={3}
        />
        <Select<ShowcaseCategory>
          label="Category"
          options={categories}
          value={values.category}
          onChange={(category) => setValues((current) => ({ ...current, category }))}
          disabled={processing}
        />
      </form>
    </Dialog>
  );
}
