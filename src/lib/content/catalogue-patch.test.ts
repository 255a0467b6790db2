import { describe, expect, it } from 'vitest';
import type { Change } from '../../../contract/rebuild-changes.ts';
import { patchedList } from './catalogue-patch.ts';

interface Story {
  id: string;
  type: 'blog' | 'vlog';
  title: string;
}

const tea: Story = { id: 'tea', type: 'blog', title: 'Tea' };
const gems: Story = { id: 'gems', type: 'blog', title: 'Gems' };

describe('the catalogue patched by what changed', () => {
  it('keeps every unchanged item as the same object, and reads the changed ones again', async () => {
    const read: string[] = [];
    const updated = { ...tea, title: 'Tea country' };
    const list = await patchedList(
      [tea, gems],
      [{ kind: 'blog', id: 'tea', action: 'update' }],
      ['blog'],
      async (id) => (read.push(id), id === 'tea' ? updated : undefined),
    );
    expect(list).toEqual([gems, updated]);
    expect(list[0]).toBe(gems);
    expect(read).toEqual(['tea']);
  });

  it('adds a created item, leaves out a deleted or vanished one, and ignores other kinds', async () => {
    const pearls: Story = { id: 'pearls', type: 'blog', title: 'Pearls' };
    const list = await patchedList(
      [tea, gems],
      [
        { kind: 'blog', id: 'pearls', action: 'create' },
        { kind: 'blog', id: 'tea', action: 'delete' },
        { kind: 'blog', id: 'gems', action: 'update' },
        { kind: 'issue', id: 'tea', action: 'delete' },
      ],
      ['blog'],
      async (id) => (id === 'pearls' ? pearls : undefined),
    );
    expect(list).toEqual([pearls]);
  });

  it('moves an item that changed list out of this one', async () => {
    const list = await patchedList(
      [tea, gems],
      [{ kind: 'blog', id: 'tea', action: 'update' }],
      ['blog', 'vlog'],
      async () => ({ ...tea, type: 'vlog' as const }),
      (story) => story.type === 'blog',
    );
    expect(list).toEqual([gems]);
  });

  it('answers a copy of the same list when nothing of its kind changed', async () => {
    const last = [tea, gems];
    const list = await patchedList(last, [], ['blog'], async () => undefined);
    expect(list).toEqual(last);
    expect(list).not.toBe(last);
  });

  it('patches a long list of changes the same way', async () => {
    const stories = Array.from({ length: 40 }, (_, n): Story => ({ id: `s${n}`, type: 'blog', title: `Story ${n}` }));
    // Every third deleted, every other of the rest updated, ten new: more changes than a look along the list takes.
    const changes = stories.flatMap((story, n): Change[] =>
      n % 3 === 0
        ? [{ kind: 'blog', id: story.id, action: 'delete' }]
        : n % 2
          ? [{ kind: 'blog', id: story.id, action: 'update' }]
          : [],
    );
    const created = Array.from({ length: 10 }, (_, n): Story => ({ id: `new${n}`, type: 'blog', title: `New ${n}` }));
    const read = async (id: string) =>
      created.find((story) => story.id === id) ?? {
        ...(stories.find((story) => story.id === id) as Story),
        title: 'Again',
      };
    const list = await patchedList(
      stories,
      [...changes, ...created.map((story): Change => ({ kind: 'blog', id: story.id, action: 'create' }))],
      ['blog'],
      read,
    );
    const updatedIds = stories.filter((_, n) => n % 3 !== 0 && n % 2 === 1).map((story) => story.id);
    const keptIds = stories.filter((_, n) => n % 3 !== 0 && n % 2 === 0).map((story) => story.id);
    expect(list.map((story) => story.id)).toEqual([...keptIds, ...updatedIds, ...created.map((story) => story.id)]);
    expect(list.filter((story) => story.title === 'Again').map((story) => story.id)).toEqual(updatedIds);
    expect(list.find((story) => story.id === 's2')).toBe(stories[2]);
  });
});
