/** `GET /hero`: the home hero's ten topic slides as editors set them (the defaults until they do). */
import { Hono } from 'hono';
import type { HeroResponse, HeroSlideSetting } from '../../contract/front-page.ts';
import { heroSlidesOf } from '../admin/hero-slides.ts';
import { readRoute } from '../http/routes.ts';
import type { MagazineStorage } from '../storage/storage.ts';

export function heroRoutes(db: MagazineStorage): Hono {
  const routes = new Hono();
  readRoute(routes, '/hero', async (c) =>
    c.json({ slides: heroSlidesOf(await db.front.read<HeroSlideSetting[]>('hero')) } satisfies HeroResponse),
  );
  return routes;
}
