import { ArrowRight, Sparkles } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import {
  Button,
  Card,
  DropZone,
  ErrorCard,
  Heading,
  LanguageSelect,
  PageCountSelect,
  PriceNote,
  Skeleton,
  StoryTypePicker,
  StyleOptionGrid,
  StylePicker,
  Text,
  TextArea,
  TipsBox,
  UploadedImages,
  type StylePickerMode,
} from '@storyloom/ui';
import { CATALOGUE_MESSAGES } from '../../stores/CatalogueStore.ts';
import type { ArtStyleChoice, StoryTypeKey } from '../../stores/ProjectStore.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import { imageId, imageSrc } from '../../stores/StyleStore.ts';
import { page } from '../RootLayout.css.ts';
import * as styles from './Stage1Page.css.ts';

export const STAGE1_TITLE = 'Upload Images & Generate Style';

/** The server's per-file limits (1 KB to 15 MB), so the drop zone turns a file away before uploading it. */
const UPLOAD_MIN_BYTES = 1024;
const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;

/** Story type, number of pages and language (spec 001 §2). */
const StoryConfiguration = observer(function StoryConfiguration() {
  const { project, catalogue } = useStores();
  const { state } = project;
  let picker;
  if (catalogue.failed('storyTypes')) {
    picker = (
      <ErrorCard
        title="Story types unavailable"
        titleAs="h3"
        message={CATALOGUE_MESSAGES.storyTypes}
        onRetry={() => void catalogue.load()}
      />
    );
  } else if (catalogue.storyTypes.length === 0) {
    picker = <Skeleton shape="rect" height="12rem" />;
  } else {
    picker = (
      <StoryTypePicker
        types={catalogue.storyTypes}
        value={state.storyType}
        onChange={(key) => project.setStoryType(key as StoryTypeKey)}
      />
    );
  }
  return (
    <Card as="section" title="Story Configuration" titleAs="h2">
      <div className={styles.stack}>
        {picker}
        <div className={styles.selects}>
          <PageCountSelect value={state.numPages} onChange={(pages) => project.setSetting('numPages', pages)} />
          <LanguageSelect
            languages={catalogue.languages}
            value={state.language}
            onChange={(code) => project.setSetting('language', code)}
          />
        </div>
      </div>
    </Card>
  );
});

/** 'Use Predefined Style' or 'Describe Custom Style'. */
const StylePreferences = observer(function StylePreferences() {
  const { style, catalogue } = useStores();
  return (
    <Card as="section" title="Style Preferences" titleAs="h2">
      {catalogue.failed('artStyles') && style.mode === 'predefined' ? (
        <ErrorCard
          title="Art styles unavailable"
          titleAs="h3"
          message={CATALOGUE_MESSAGES.artStyles}
          onRetry={() => void catalogue.load()}
        />
      ) : (
        <StylePicker
          mode={style.mode}
          onModeChange={(mode: StylePickerMode) => style.setMode(mode)}
          styles={catalogue.artStyles}
          value={style.predefinedStyle}
          onChange={(key) => style.chooseArtStyle(key as ArtStyleChoice)}
          customPrompt={style.customPrompt}
          onCustomPromptChange={style.setCustomPrompt}
          error={style.styleError ?? undefined}
        />
      )}
    </Card>
  );
});

/** The drop zone, the uploaded photos, the additional instructions and Generate Style Images. */
const InspirationUpload = observer(function InspirationUpload() {
  const { project, style, credits } = useStores();
  const { state } = project;
  const readOnly = state.isReadOnly;
  const priceId = useId();
  return (
    <Card as="section" title="Upload Inspiration Images" titleAs="h2">
      <div className={styles.stack}>
        <Text tone="muted">Photos of the people (or pets) who star in your story. The style options are drawn from them.</Text>
        <DropZone
          onFiles={(files) => void style.uploadImages(files)}
          currentCount={state.uploadedImages.length}
          minSize={UPLOAD_MIN_BYTES}
          maxSize={UPLOAD_MAX_BYTES}
          progress={style.uploadProgress}
          readOnly={readOnly}
          disabled={state.projectId === null}
        />
        <UploadedImages
          images={state.uploadedImages.map((image, index) => ({
            id: imageId(image, index),
            name: image.file_name ?? `Uploaded image ${index + 1}`,
            src: imageSrc(image),
          }))}
          onRemove={(id) => void style.removeUpload(id)}
          readOnly={readOnly}
        />
        {readOnly ? null : (
          <>
            <TextArea
              label="Additional instructions (optional)"
              hint="Anything the style images should show or avoid, e.g. 'warm evening light, bigger smiles'."
              value={style.instructions}
              onChange={style.setInstructions}
              rows={3}
            />
            <div className={styles.actions}>
              <PriceNote id={priceId} cost={credits.costs?.style_setup} balance={credits.balance} />
              <Button
                icon={<Sparkles />}
                loading={style.isGenerating}
                disabled={style.isUploading || state.projectId === null}
                aria-describedby={priceId}
                onClick={() => void style.generateStyleImages()}
              >
                Generate Style Images
              </Button>
            </div>
          </>
        )}
      </div>
    </Card>
  );
});

/** The generated options to choose from, and Continue to Story Details. */
const StyleOptions = observer(function StyleOptions() {
  const { project, style } = useStores();
  const { state } = project;
  return (
    <Card as="section">
      <div className={styles.stack}>
        <StyleOptionGrid
          titleAs="h2"
          options={state.styleImages.map((image, index) => ({
            id: imageId(image, index),
            src: imageSrc(image),
            alt: `Style option ${index + 1}`,
          }))}
          selectedId={style.selectedStyleId}
          onSelect={style.selectStyleImage}
          loading={style.isGenerating}
          readOnly={state.isReadOnly}
        />
        <div className={styles.actions}>
          <Button
            icon={<ArrowRight />}
            loading={style.isApproving}
            disabled={style.isGenerating}
            onClick={() => void style.continueToStoryDetails()}
          >
            Continue to Story Details
          </Button>
        </div>
      </div>
    </Card>
  );
});

/**
 * /app/stage/1 (spec 001 §2): the story's configuration and style, the inspiration photos, the generated style
 * options and approving one as the reference image. A completed project shows its photos and options only.
 */
export const Stage1Page = observer(function Stage1Page() {
  const { project } = useStores();
  const readOnly = project.state.isReadOnly;
  return (
    <div className={`${page} ${styles.root}`}>
      <title>{`${STAGE1_TITLE} · Storyloom`}</title>
      <header className={styles.intro}>
        <Heading level={1}>{STAGE1_TITLE}</Heading>
        <Text tone="muted" size="lg">
          Set up your story, choose an art style and upload photos: we turn them into style options for your illustrations.
        </Text>
      </header>
      {readOnly ? null : (
        <>
          <StoryConfiguration />
          <StylePreferences />
        </>
      )}
      <div className={styles.uploadRow}>
        <InspirationUpload />
        <TipsBox titleAs="h2" />
      </div>
      <StyleOptions />
    </div>
  );
});
