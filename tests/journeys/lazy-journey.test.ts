import { describe, expect, it } from 'vitest';
import { createLazyJourneyHolder } from '../../src/journeys/lazy-journey.ts';

// The holder the journey runtimes keep their actor in: started once, and for a keyed journey
// (payment, statement: the place open now) replaced when the key changes.

function fakeActor(name: string, log: string[]) {
  return { name, start: () => log.push(`start ${name}`), stop: () => log.push(`stop ${name}`) };
}

describe('the lazy journey holder', () => {
  it('creates the actor once while it runs, and anew after a stop', () => {
    const log: string[] = [];
    const holder = createLazyJourneyHolder<ReturnType<typeof fakeActor>>();
    let changes = 0;
    holder.subscribe(() => (changes += 1));
    holder.ensure(() => fakeActor('a', log));
    holder.ensure(() => fakeActor('b', log));
    expect(holder.current()?.name).toBe('a');
    holder.stop();
    expect(holder.current()).toBeNull();
    holder.ensure(() => fakeActor('c', log));
    expect(log).toEqual(['start a', 'stop a', 'start c']);
    expect(changes).toBe(3);
  });

  it('keeps the actor for the same key and replaces it for another', () => {
    const log: string[] = [];
    const holder = createLazyJourneyHolder<ReturnType<typeof fakeActor>, string>();
    holder.ensure(() => fakeActor('statement', log), 'statement');
    holder.ensure(() => fakeActor('statement again', log), 'statement');
    expect(holder.key()).toBe('statement');
    holder.ensure(() => fakeActor('history', log), 'history');
    expect(holder.current()?.name).toBe('history');
    expect(holder.key()).toBe('history');
    holder.stop();
    expect(holder.key()).toBeUndefined();
    expect(log).toEqual(['start statement', 'stop statement', 'start history', 'stop history']);
  });

  it('drops a start still loading when another key is asked for', async () => {
    const log: string[] = [];
    const holder = createLazyJourneyHolder<ReturnType<typeof fakeActor>, string>();
    let release: () => void = () => {};
    const loaded = new Promise<void>((resolve) => (release = resolve));
    holder.ensure(() => loaded.then(() => fakeActor('slow', log)), 'one');
    holder.ensure(() => fakeActor('quick', log), 'two');
    release();
    await loaded;
    await Promise.resolve();
    expect(holder.current()?.name).toBe('quick');
    expect(log).toEqual(['start quick']);
  });
});
