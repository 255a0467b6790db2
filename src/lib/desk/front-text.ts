/** Every word the desk shows about the magazine's front (lead story, issue of the month, hero), in one place. */
import { HERO_TEXT_LIMITS } from '../../../contract/front-page.ts';

export const FRONT_TEXT = {
  lead: {
    heading: 'Lead story',
    isLead: 'This blog is the lead story: the main article on the home page and the featured card on /blogs.',
    make: 'Make lead story',
    made: 'This blog is now the lead story. The home page and /blogs show it once the site is rebuilt.',
    publishFirst: 'Publish this blog to make it the lead story.',
  },
  issue: {
    heading: 'Issue of the month',
    pinned: 'Pinned: /luxury and every “latest issue” show this issue, whatever the cover dates.',
    current: 'This is the issue of the month: the newest published issue by cover date.',
    other: (id: string) => `The issue of the month is now issue ${id}.`,
    pin: 'Pin as issue of the month',
    unpin: 'Unpin',
    changed: '/luxury follows once the site is rebuilt.',
    publishFirst: 'Publish this issue to pin it.',
    number: { label: 'Issue number', hint: 'Printed on the cover. Left empty, the issue keeps the number it has.' },
    coverDate: {
      label: 'Cover date',
      hint: 'The month and year on the cover. The issue of the month is the newest published issue by this date.',
    },
  },
  hero: {
    heading: 'Front page: the hero',
    intro:
      'The ten topic slides of the home page’s hero, in their fixed order. Each keeps its topic link; its picture, title and line are yours.',
    link: 'Front page',
    loading: 'Loading the front page…',
    slide: (index: number, topic: string) => `Slide ${index + 1}: ${topic}`,
    title: `Title (at most ${HERO_TEXT_LIMITS.title} characters)`,
    text: `Line (at most ${HERO_TEXT_LIMITS.text} characters)`,
    picture: 'Picture',
    choose: 'Choose a picture',
    uploading: 'Uploading…',
    noPicture: 'No picture of its own: the newest blog of the topic pictures it.',
    usePicture: 'Use the newest blog’s picture',
    count: (used: number, max: number) => `${used} of ${max}`,
    save: 'Save the hero',
    saving: 'Saving…',
    saved: 'Saved. The home page shows the hero once the site is rebuilt.',
    preview: 'Preview',
    previewOf: (index: number) => `Preview of slide ${index + 1}`,
    empty: 'Every slide needs a title and a line.',
  },
} as const;
