/** Display labels of story categories (spec: accounts document, section 3). Any other value shows "General". */
export const CATEGORY_LABELS: Readonly<Record<string, string>> = {
  childrens_bedtime_story: "Children's Bedtime",
  viral_story: 'Viral',
  romantic_story: 'Romance',
  funny_friends_story: 'Comedy',
  funny_adult_story: 'Adult Comedy',
  fantasy_story: 'Fantasy',
  sci_fi_story: 'Sci-Fi',
  sad_story: 'Sad Story',
  action_story: 'Action',
  adventure_story: 'Adventure',
  occasion_story: 'Special Occasion',
};

export function categoryLabel(value: string | null | undefined): string {
  return (value && Object.hasOwn(CATEGORY_LABELS, value) ? CATEGORY_LABELS[value] : undefined) ?? 'General';
}
