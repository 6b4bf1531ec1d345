import {
  libraryApproachTabs,
  type libraryAudienceChips,
  libraryTypeTabs,
  resourceApproaches,
  resourceAudiences,
  resourceTypes,
} from '@shared/resource-values';

// resource-values.ts is plain data (no zod): safe for the home page's first load.

/**
 * French label of a stored value. Resources proposed by the assistant may carry a value outside
 * the canonical sets: it is then shown as it is rather than hidden.
 */
function labelIn(labels: Record<string, string>, value: string | undefined): string | undefined {
  if (!value) return undefined;
  return labels[value] ?? value;
}

export const typeLabel = (value: string | undefined) => labelIn(resourceTypes, value);
export const approachLabel = (value: string | undefined) => labelIn(resourceApproaches, value);
export const audienceLabel = (value: string | undefined) => labelIn(resourceAudiences, value);

/** SPEC §9: resource descriptions are cut at 150 characters in lists. */
export const DESCRIPTION_PREVIEW_LENGTH = 150;

export function truncate(text: string, max = DESCRIPTION_PREVIEW_LENGTH): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}

/** SPEC §9: content counts as available above 10 characters. */
export function hasDetail(resource: { hasContent?: boolean | undefined; content?: string | undefined }) {
  return resource.content !== undefined ? resource.content.length > 10 : resource.hasContent === true;
}

export type AudienceChip = keyof typeof libraryAudienceChips;
export type TypeTab = keyof typeof libraryTypeTabs;
export type ApproachTab = (typeof libraryApproachTabs)[number];

/** The library's chips and tabs (SPEC §3), by their URL ids, with their French labels. */
export const audienceChips: { id: AudienceChip; label: string }[] = [
  { id: 'elderly', label: resourceAudiences.personnes_agees },
  { id: 'children', label: resourceAudiences.enfants },
  { id: 'disabled', label: resourceAudiences.handicap },
  { id: 'general', label: 'Général' },
];

export const approachTabs: { id: ApproachTab; label: string }[] = libraryApproachTabs.map((id) => ({
  id,
  label: resourceApproaches[id],
}));

export const typeTabs: { id: TypeTab; label: string }[] = (
  Object.entries(libraryTypeTabs) as [TypeTab, keyof typeof resourceTypes][]
).map(([id, stored]) => ({ id, label: resourceTypes[stored] }));
