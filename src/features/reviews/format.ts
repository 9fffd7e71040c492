/** How reviews are shown (issue 15). */
import { reviewsText as m } from '@/i18n/fr/reviews';
import { tn } from '@/i18n/t';

/** "Yasmine B.": a tenant's first name and initial, all a listing's visitors see of them. */
export function reviewerName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return parts[0] ?? '';
  return `${parts[0]} ${parts[parts.length - 1][0].toUpperCase()}.`;
}

/** "4 étoiles sur 5" */
export function starsLabel(rating: number): string {
  return tn(rating, m.star, m.stars);
}
