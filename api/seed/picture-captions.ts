/**
 * Captions and credits for the seed's pictures. A caption tells the reader something the picture
 * does not say (its alt text describes it): a line from the story itself, a different one for each
 * picture. The credits name the magazine's photographers, in turn, so no two pictures of a story
 * share one.
 */
import { CAPTION_LIMITS } from '../../contract/picture-captions.ts';
import type { SeedBlog, SeedIssue, SeedVlog } from './types.ts';

const PHOTOGRAPHERS = [
  'Nadee Perera',
  'Ruwan Jayasinghe',
  'Ishara Fernando',
  'Dilan Wickramasinghe',
  'Malsha de Silva',
  'Kasun Herath',
  'Tharindi Gunawardena',
  'Anura Bandara',
] as const;

/** The seed's own paragraphs carry a few inline tags and no entities: their words alone. */
function plainText(paragraph: string): string {
  return paragraph
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function sentences(paragraph: string): string[] {
  return plainText(paragraph).split(/(?<=[.!?])\s+(?=[A-Z“"‘'])/);
}

/**
 * Lines a caption may take: sentences that fit one and stand alone. A sentence that sends the reader
 * to "our" other pages is the magazine talking, not the story.
 */
function captionLines(paragraphs: readonly string[]): string[] {
  return paragraphs
    .flatMap(sentences)
    .filter((sentence) => sentence.length <= CAPTION_LIMITS.caption && !/\bour\b/i.test(sentence));
}

/** A story's number among the seed's, from its id, so its credits start at a photographer of its own. */
function storyTurn(id: string): number {
  let turn = 0;
  for (const char of id) turn = (turn * 31 + char.charCodeAt(0)) % 1009;
  return turn;
}

export function seedCredit(storyId: string, picture: number): string {
  const name = PHOTOGRAPHERS[(storyTurn(storyId) + picture) % PHOTOGRAPHERS.length] as string;
  return `Photograph: ${name}`;
}

/** One caption per picture, each a different line, spread through the story as its pictures are. */
function storyCaptions(paragraphs: readonly string[], count: number): string[] {
  const lines = captionLines(paragraphs);
  return Array.from({ length: count }, (_, index) => lines[Math.floor(((index + 0.5) * lines.length) / count)] ?? '');
}

export function blogPictureCaptions(blog: SeedBlog): { imageCaptions: string[]; imageCredits: string[] } {
  return {
    imageCaptions: storyCaptions(blog.description, blog.images.length),
    imageCredits: blog.images.map((_, index) => seedCredit(blog.id, index)),
  };
}

export function vlogPosterCaption(vlog: SeedVlog): { imageCaptions: string[]; imageCredits: string[] } {
  return { imageCaptions: storyCaptions(vlog.description, 1), imageCredits: [seedCredit(vlog.id, 0)] };
}

/** The cover's caption says what the issue holds beyond its cover line: the teasers. */
export function issueCoverCaption(issue: SeedIssue): { coverCaption: string; coverCredit: string } {
  return {
    coverCaption: `Inside: ${issue.cover.teasers.join('; ')}.`,
    coverCredit: seedCredit(`issue-${issue.id}`, 0),
  };
}
