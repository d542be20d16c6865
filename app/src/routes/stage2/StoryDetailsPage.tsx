import { ArrowRight, BookOpen, ImageOff, Sparkles, WandSparkles } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import {
  AutoSaveIndicator,
  BlueprintSummary,
  Button,
  ButtonLink,
  Card,
  CREDIT_COSTS,
  EmptyState,
  Heading,
  MoodChips,
  moodSuggestionsFor,
  RegenerateConfirm,
  Spinner,
  Text,
  TextArea,
  TextField,
} from '@storyloom/ui';
import type { ImprovableField } from '../../stores/StoryStore.ts';
import { STORY_MESSAGES } from '../../stores/StoryStore.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import { page } from '../RootLayout.css.ts';
import { referenceImageSrc } from './referenceImage.ts';
import * as styles from './StoryDetailsPage.css.ts';
import { StoryPages } from './StoryPages.tsx';

/**
 * /app/stage/2, Story Details and Generation (spec 001 §2): the blueprint of stage 1's choices, the reference image
 * with Magic Fill, the story texts (auto-saved) with their AI helpers, Generate / Regenerate Story, the pages with
 * their picture versions, and the way on to stage 3. A read-only project shows everything and changes nothing.
 */
export const StoryDetailsPage = observer(function StoryDetailsPage() {
  const { project, story } = useStores();
  const navigate = useNavigate();
  const canContinue = project.canOpenStage(3) && story.hasStory && !story.isGenerating;

  return (
    <div className={`${page} ${styles.root}`}>
      <title>Story Details · Storyloom</title>
      <header className={styles.intro}>
        <Heading level={1}>Story Details and Generation</Heading>
        <Text tone="muted" size="lg">
          Tell us who is in your reference image and what their story is about. We write it and illustrate every page.
        </Text>
      </header>

      <div className={styles.overview}>
        <Blueprint />
        <ReferenceImage />
      </div>

      <StoryDetailsForm />
      <GenerateStory />
      {story.hasStory && !story.isGenerating ? <StoryPages /> : null}

      <div className={styles.continueRow}>
        <Button icon={<ArrowRight />} disabled={!canContinue} onClick={() => void navigate('/app/stage/3')}>
          Continue to Review and Finalize
        </Button>
      </div>

      <RegenerateConfirm
        what="story"
        open={story.confirmingRegenerate}
        onConfirm={story.confirmRegenerate}
        onCancel={story.cancelRegenerate}
      />
    </div>
  );
});

/** Stage 1's choices: story type (its name from the server), pages and language. */
const Blueprint = observer(function Blueprint() {
  const { project, catalogue } = useStores();
  const { storyType, numPages, language } = project.state;
  const loading = !catalogue.failed('storyTypes') && catalogue.storyTypes.length === 0;
  // The contract: a story type the server does not name reads as 'General'.
  const storyTypeName = catalogue.storyTypeName(storyType) ?? (loading ? 'Loading…' : 'General');
  return (
    <BlueprintSummary
      titleAs="h2"
      storyTypeName={storyTypeName}
      numPages={numPages}
      language={language}
      languageLabel={catalogue.languageName(language)}
    />
  );
});

/** The approved reference image and Magic Fill; without one, the way back to stage 1. */
const ReferenceImage = observer(function ReferenceImage() {
  const { project, story } = useStores();
  const src = referenceImageSrc(project.state.approvedReferenceImage);
  const hintId = useId();
  return (
    <Card as="section" title="Reference Image" titleAs="h2">
      {src ? (
        <div className={styles.reference}>
          <img className={styles.referenceImage} src={src} alt="Approved reference" />
          <div className={styles.magicFill}>
            <Button
              variant="secondary"
              icon={<WandSparkles />}
              disabled={!story.canMagicFill}
              loading={story.isMagicFilling}
              aria-describedby={hintId}
              onClick={() => void story.magicFill()}
            >
              Magic Fill
            </Button>
            <Text id={hintId} size="sm" tone="muted">
              Fills in the characters, context, mood, title and instructions from your reference image.
            </Text>
          </div>
        </div>
      ) : (
        <EmptyState
          titleAs="h3"
          icon={<ImageOff />}
          title="No reference image yet"
          description={STORY_MESSAGES.needsReference}
          action={
            project.state.isReadOnly ? undefined : (
              <ButtonLink href="/app/stage/1" variant="secondary">
                Go to Image Upload &amp; Style
              </ButtonLink>
            )
          }
        />
      )}
    </Card>
  );
});

/** An 'Improve with AI' button beside a text's label. */
const ImproveButton = observer(function ImproveButton({ field, label }: { field: ImprovableField; label: string }) {
  const { story } = useStores();
  return (
    <Button
      variant="ghost"
      size="sm"
      icon={<Sparkles />}
      aria-label={`Improve with AI: ${label}`}
      disabled={!story.canImprove(field)}
      loading={story.improving === field}
      onClick={() => void story.improve(field)}
    >
      Improve with AI
    </Button>
  );
});

/** The story texts, saved 1 s after typing stops; mood chips for the story type plus the mood in the user's words. */
const StoryDetailsForm = observer(function StoryDetailsForm() {
  const { project, story } = useStores();
  const { state } = project;
  const readOnly = state.isReadOnly;
  const moodId = useId();
  return (
    <Card as="section" title="Story Details" titleAs="h2">
      <div className={styles.form}>
        <div className={styles.saveStatus}>
          <AutoSaveIndicator status={project.saveStatus} />
        </div>
        <TextArea
          label="Character Description"
          required
          readOnly={readOnly}
          rows={4}
          maxLength={5000}
          hint="Who is in your reference image? Names, looks, personality."
          placeholder="e.g. Mia, a curious six-year-old with red boots, and her sleepy grey cat Pepper"
          value={state.characterDescription}
          onChange={(text) => project.setField('characterDescription', text)}
          labelAction={<ImproveButton field="characterDescription" label="Character Description" />}
        />
        <TextArea
          label="Story Context"
          required
          readOnly={readOnly}
          rows={4}
          maxLength={5000}
          hint="Where and when does it happen, and what is it about?"
          placeholder="e.g. A windy night in a little village by the sea, when the moon cannot fall asleep"
          value={state.context}
          onChange={(text) => project.setField('context', text)}
          labelAction={<ImproveButton field="context" label="Story Context" />}
        />
        <div role="group" aria-labelledby={moodId} className={styles.group}>
          <div className={styles.groupHeader}>
            <span id={moodId} className={styles.groupLabel}>
              Additional Context
            </span>
            <ImproveButton field="additionalContext" label="Additional Context" />
          </div>
          <MoodChips
            suggestions={moodSuggestionsFor(state.storyType)}
            selected={state.moodSuggestions}
            onToggle={project.toggleMoodSuggestion}
            freeText={state.additionalContext}
            onFreeTextChange={(text) => project.setField('additionalContext', text)}
            disabled={readOnly}
          />
        </div>
        <TextArea
          label="Story Instructions"
          readOnly={readOnly}
          rows={3}
          maxLength={5000}
          hint="Optional: anything the story should do, e.g. rhyme, or teach sharing."
          value={state.storyInstructions}
          onChange={(text) => project.setField('storyInstructions', text)}
          labelAction={<ImproveButton field="storyInstructions" label="Story Instructions" />}
        />
        <div className={styles.title}>
          <TextField
            label="Story Title"
            readOnly={readOnly}
            maxLength={200}
            placeholder="e.g. The Moon Who Couldn’t Sleep"
            value={state.storyTitle}
            onChange={(text) => project.setField('storyTitle', text)}
            labelAction={<ImproveButton field="storyTitle" label="Story Title" />}
          />
          {story.showsAutoTitle ? (
            <div>
              <Button
                variant="secondary"
                size="sm"
                icon={<Sparkles />}
                disabled={!story.canAutoTitle}
                loading={story.isGeneratingTitle}
                onClick={() => void story.generateTitle()}
              >
                Auto-Generate Title
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </Card>
  );
});

/** Generate Story (Regenerate Story once pages exist), what it still needs, and its progress. */
const GenerateStory = observer(function GenerateStory() {
  const { project, story } = useStores();
  const readOnly = project.state.isReadOnly;
  const needId = useId();
  const missing = !readOnly && !story.hasDetails;
  const pages = project.state.numPages;
  return (
    <section className={styles.generate} aria-label="Generate Story">
      <div className={styles.generateRow}>
        <Button
          size="lg"
          icon={<BookOpen />}
          disabled={!story.canGenerate}
          loading={story.isGenerating}
          aria-describedby={missing ? needId : undefined}
          onClick={story.requestGenerate}
        >
          {story.hasStory ? 'Regenerate Story' : 'Generate Story'}
        </Button>
        {readOnly ? null : (
          <Text size="sm" tone="muted">
            {pages} pages: {pages * CREDIT_COSTS.textPage} credits for the text and {pages * CREDIT_COSTS.image} for the pictures.
          </Text>
        )}
      </div>
      {missing ? (
        <Text id={needId} size="sm" tone="muted">
          {STORY_MESSAGES.needsDetails}
        </Text>
      ) : null}
      {story.isGenerating ? (
        <div className={styles.progress}>
          <Spinner size="sm" inline label="Generating your story" />
          <Text tone="muted">Writing your story and illustrating every page. This can take a minute…</Text>
        </div>
      ) : null}
    </section>
  );
});
