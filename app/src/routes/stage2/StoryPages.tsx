import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Heading, PagePreview } from '@storyloom/ui';
import { useStores } from '../../stores/StoresContext.tsx';
import * as styles from './StoryDetailsPage.css.ts';

/** The generated pages, each with its text (edited in place, auto-saved), its picture, its versions and Regenerate Image. */
export const StoryPages = observer(function StoryPages() {
  const { project } = useStores();
  const headingId = useId();
  return (
    <section className={styles.pages} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        Story Pages
      </Heading>
      <ol className={styles.pageList}>
        {project.state.story.map((storyPage, index) => (
          <li key={storyPage.page_number}>
            <StoryPage pageIndex={index} />
          </li>
        ))}
      </ol>
    </section>
  );
});

const StoryPage = observer(function StoryPage({ pageIndex }: { pageIndex: number }) {
  const { project, story, credits } = useStores();
  const storyPage = project.state.story[pageIndex];
  if (!storyPage) return null;
  return (
    <PagePreview
      pageNumber={pageIndex + 1}
      text={storyPage.page_text}
      onTextChange={(text) => project.setPageText(pageIndex, text)}
      textSaveStatus={project.pageSaveStatus(pageIndex)}
      textError={project.pageTextError(pageIndex)}
      imageSrc={story.imageOf(pageIndex)}
      versions={story.versionsOf(pageIndex)}
      currentVersion={story.currentVersionOf(pageIndex)}
      onVersionChange={(version) => void story.selectVersion(pageIndex, version)}
      onRegenerate={(instructions) => void story.regenerateImage(pageIndex, instructions)}
      regenerateCost={credits.costs?.image}
      balance={credits.balance}
      regenerating={project.isRegenerating(pageIndex)}
      onImageError={() => void story.refreshVersions()}
      readOnly={project.state.isReadOnly}
    />
  );
});
