import { ArrowRight, BookOpen, ImageOff, Sparkles, Undo2, WandSparkles } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import {
  AutoSaveIndicator,
  BlueprintSummary,
  Button,
  ButtonLink,
  Card,
  creditsText,
  EmptyState,
  Heading,
  MagicFillConfirm,
  MoodChips,
  moodSuggestionsFor,
  PriceNote,
  RegenerateConfirm,
  shortfallText,
  Spinner,
  storyGenerationCost,
  Text,
  TextArea,
  TextField,
} from '@storyloom/ui';
import type { HelperChange, ImprovableField } from '../../stores/StoryStore.ts';
import { STORY_MESSAGES } from '../../stores/StoryStore.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import { page } from '../RootLayout.css.ts';
import { referenceImageSrc } from './referenceImage.ts';
import * as styles from './StoryDetailsPage.css.ts';
import { StoryPages } from './StoryPages.tsx';

/** The stage 2 texts' labels: on their fields, and in Magic Fill's list of what it would replace. */
const FIELD_LABELS: Record<ImprovableField, string> = {
  characterDescription: 'Character Description',
  context: 'Story Context',
  additionalContext: 'Additional Context',
  storyInstructions: 'Story Instructions',
  storyTitle: 'Story Title',
};

/**
 * /app/stage/2, Story Details and Generation (spec 001 §2): the blueprint of stage 1's choices, the reference image
 * with Magic Fill, the story texts (auto-saved) with their AI helpers, Generate / Regenerate Story, the pages with
 * their picture versions, and the way on to stage 3. A read-only project shows everything and changes nothing.
 */
export const StoryDetailsPage = observer(function StoryDetailsPage() {
  const { project, story, credits } = useStores();
  const navigate = useNavigate();
  const costs = credits.costs;
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
        cost={costs ? storyGenerationCost(project.state.numPages, costs) : null}
        balance={credits.balance}
      />
      <MagicFillConfirmDialog />
    </div>
  );
});

/** 'Replace what you wrote?': Magic Fill asks before it would overwrite any text the user has written. */
const MagicFillConfirmDialog = observer(function MagicFillConfirmDialog() {
  const { story, credits: balance } = useStores();
  return (
    <MagicFillConfirm
      open={story.confirmingMagicFill}
      written={story.writtenFields.map((field) => FIELD_LABELS[field])}
      hasEmpty={story.emptyFields.length > 0}
      cost={balance.costs?.magic_fill ?? null}
      onFillEmpty={() => story.confirmMagicFill('empty')}
      onReplace={() => story.confirmMagicFill('all')}
      onCancel={story.cancelMagicFill}
    />
  );
});

/** Undo for what a helper (Magic Fill, or one text's improvement) just changed, while the texts still read so. */
const UndoButton = observer(function UndoButton({ by, label }: { by: HelperChange['by']; label: string }) {
  const { story } = useStores();
  if (!story.canUndo(by)) return null;
  return (
    <Button variant="ghost" size="sm" icon={<Undo2 />} aria-label={label} onClick={() => story.undo()}>
      Undo
    </Button>
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
  const { project, story, credits: balance } = useStores();
  const src = referenceImageSrc(project.state.approvedReferenceImage);
  const hintId = useId();
  const costId = useId();
  const cost = balance.costs?.magic_fill;
  return (
    <Card as="section" title="Reference Image" titleAs="h2">
      {src ? (
        <div className={styles.reference}>
          <img className={styles.referenceImage} src={src} alt="Approved reference" />
          <div className={styles.magicFill}>
            <div className={styles.helperActions}>
              <Button
                variant="secondary"
                icon={<WandSparkles />}
                disabled={!story.canMagicFill}
                loading={story.isMagicFilling}
                aria-describedby={`${costId} ${hintId}`}
                onClick={story.requestMagicFill}
              >
                Magic Fill
              </Button>
              <PriceNote id={costId} cost={cost} balance={balance.balance} />
              <UndoButton by="magicFill" label="Undo Magic Fill" />
            </div>
            <Text id={hintId} size="sm" tone="muted">
              Fills in the characters, context, mood, title and instructions from your reference image and what you wrote. It asks
              before replacing anything you wrote.
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

/** An 'Improve with AI' button beside a text's label (its price in the description), and Undo after it changed. */
const ImproveButton = observer(function ImproveButton({ field, costId }: { field: ImprovableField; costId: string }) {
  const { story } = useStores();
  const label = FIELD_LABELS[field];
  return (
    <span className={styles.helperActions}>
      <UndoButton by={field} label={`Undo the improvement: ${label}`} />
      <Button
        variant="ghost"
        size="sm"
        icon={<Sparkles />}
        aria-label={`Improve with AI: ${label}`}
        aria-describedby={costId}
        disabled={!story.canImprove(field)}
        loading={story.improving === field}
        onClick={() => void story.improve(field)}
      >
        Improve with AI
      </Button>
    </span>
  );
});

/** What improving a text costs, read from the server's price list; nothing while it is unknown or read-only. */
const ImproveCost = observer(function ImproveCost({ id }: { id: string }) {
  const { credits: balance, project } = useStores();
  const cost = balance.costs?.improve_text;
  if (cost === undefined || project.state.isReadOnly) return <span id={id} hidden />;
  return (
    <Text id={id} size="sm" tone="muted">
      Improve with AI: {creditsText(cost)} a text, nothing when it needs no change.
    </Text>
  );
});

/** The story texts, saved 1 s after typing stops; mood chips for the story type plus the mood in the user's words. */
const StoryDetailsForm = observer(function StoryDetailsForm() {
  const { project, story, credits } = useStores();
  const { state } = project;
  const readOnly = state.isReadOnly;
  const moodId = useId();
  const costId = useId();
  const titleCostId = useId();
  return (
    <Card as="section" title="Story Details" titleAs="h2">
      <div className={styles.form}>
        <div className={styles.saveStatus}>
          <span className={styles.improveCost}>
            <ImproveCost id={costId} />
          </span>
          <AutoSaveIndicator status={project.saveStatus} />
        </div>
        <TextArea
          label={FIELD_LABELS.characterDescription}
          required
          readOnly={readOnly}
          rows={4}
          maxLength={5000}
          hint="Who is in your reference image? Names, looks, personality."
          placeholder="e.g. Mia, a curious six-year-old with red boots, and her sleepy grey cat Pepper"
          value={state.characterDescription}
          onChange={(text) => project.setField('characterDescription', text)}
          labelAction={<ImproveButton field="characterDescription" costId={costId} />}
        />
        <TextArea
          label={FIELD_LABELS.context}
          required
          readOnly={readOnly}
          rows={4}
          maxLength={5000}
          hint="Where and when does it happen, and what is it about?"
          placeholder="e.g. A windy night in a little village by the sea, when the moon cannot fall asleep"
          value={state.context}
          onChange={(text) => project.setField('context', text)}
          labelAction={<ImproveButton field="context" costId={costId} />}
        />
        <div role="group" aria-labelledby={moodId} className={styles.group}>
          <div className={styles.groupHeader}>
            <span id={moodId} className={styles.groupLabel}>
              {FIELD_LABELS.additionalContext}
            </span>
            <ImproveButton field="additionalContext" costId={costId} />
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
          label={FIELD_LABELS.storyInstructions}
          readOnly={readOnly}
          rows={3}
          maxLength={5000}
          hint="Optional: anything the story should do, e.g. rhyme, or teach sharing."
          value={state.storyInstructions}
          onChange={(text) => project.setField('storyInstructions', text)}
          labelAction={<ImproveButton field="storyInstructions" costId={costId} />}
        />
        <div className={styles.title}>
          <TextField
            label={FIELD_LABELS.storyTitle}
            readOnly={readOnly}
            maxLength={200}
            placeholder="e.g. The Moon Who Couldn’t Sleep"
            value={state.storyTitle}
            onChange={(text) => project.setField('storyTitle', text)}
            labelAction={<ImproveButton field="storyTitle" costId={costId} />}
          />
          {story.showsAutoTitle ? (
            <div className={styles.helperActions}>
              <Button
                variant="secondary"
                size="sm"
                icon={<Sparkles />}
                disabled={!story.canAutoTitle}
                loading={story.isGeneratingTitle}
                aria-describedby={titleCostId}
                onClick={() => void story.generateTitle()}
              >
                Auto-Generate Title
              </Button>
              <PriceNote id={titleCostId} cost={credits.costs?.title} balance={credits.balance} />
            </div>
          ) : null}
        </div>
      </div>
    </Card>
  );
});

/** Generate Story (Regenerate Story once pages exist), what it still needs, and its progress. */
const GenerateStory = observer(function GenerateStory() {
  const { project, story, credits } = useStores();
  const readOnly = project.state.isReadOnly;
  const needId = useId();
  const missing = !readOnly && !story.hasDetails;
  const pages = project.state.numPages;
  const costs = credits.costs;
  const priceId = useId();
  const short = costs ? shortfallText(storyGenerationCost(pages, costs), credits.balance) : null;
  return (
    <section className={styles.generate} aria-label="Generate Story">
      <div className={styles.generateRow}>
        <Button
          size="lg"
          icon={<BookOpen />}
          disabled={!story.canGenerate}
          loading={story.isGenerating}
          aria-describedby={missing ? `${priceId} ${needId}` : priceId}
          onClick={story.requestGenerate}
        >
          {story.hasStory ? 'Regenerate Story' : 'Generate Story'}
        </Button>
        {readOnly || !costs ? (
          <span id={priceId} hidden />
        ) : (
          <Text id={priceId} size="sm" tone={short ? 'danger' : 'muted'}>
            {pages} pages: {creditsText(pages * costs.text_page)} for the text and {pages * costs.image} for the pictures.
            {short ? ` ${short}` : null}
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
