import { isGuardedScheduler } from '@clinic/core';
import { createFixtureStore, PERSONAS } from '@clinic/fixtures';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../clock/system-clock';
import { athenaDirectModule } from './athena-direct.module';
import { athenaProxyModule } from './athena-proxy.module';
import { coreModule } from './core.module';
import { fixtureModule } from './fixture.module';
import { TOKENS } from './tokens';

// Mon Dec 1, 2025, 9:30 PT.
const NOW = '2025-12-01T17:30:00Z';

function container() {
  const c = new Container();
  c.load(coreModule({ clock: new FixedClock(NOW) }), fixtureModule(createFixtureStore({ today: { year: 2025, month: 12, day: 1 } })));
  return c;
}

describe('a container built from the core and fixture modules', () => {
  it('resolves a working scheduler over the fixture practice', async () => {
    const scheduler = container().get(TOKENS.Scheduler);
    const departments = await scheduler.getDepartments();
    expect(departments.map((d) => d.name).slice(0, 3)).toEqual(['Glendale', 'Burbank', 'La Canada']);
    const hits = await scheduler.searchPatients({
      firstName: PERSONAS.withInsurance.firstname, lastName: PERSONAS.withInsurance.lastname, dob: PERSONAS.withInsurance.dob,
    });
    expect(hits.map((h) => h.patientid)).toEqual([PERSONAS.withInsurance.patientid]);
  });

  it('resolves public testimonials, the clock it was given and a patient store', async () => {
    const c = container();
    expect((await c.get(TOKENS.Testimonials).featured(3))).toHaveLength(3);
    expect(c.get(TOKENS.Clock).now().toISOString()).toBe('2025-12-01T17:30:00.000Z');
    const store = c.get(TOKENS.PatientStore);
    await store.savePatient({ firstName: 'Grace', lastName: 'Liu', dob: '02/14/1992' });
    expect(await c.get(TOKENS.PatientStore).listPatients()).toHaveLength(1);
  });

  it('gives the same scheduler instance on every lookup', () => {
    const c = container();
    expect(c.get(TOKENS.Scheduler)).toBe(c.get(TOKENS.Scheduler));
  });
});

describe('every module\u2019s scheduler', () => {
  it('is behind the client\u2019s guard (decision 34), so no driver reaches an adapter with a broken precondition', () => {
    const modules = [
      fixtureModule(createFixtureStore({ today: { year: 2025, month: 12, day: 1 } })),
      athenaProxyModule({ endpoint: 'http://127.0.0.1:9/api/athena-proxy' }),
      athenaDirectModule({ baseUrl: 'http://127.0.0.1:9', practiceId: '195900', clientId: 'client', clientSecret: 'secret' }),
    ];
    const guarded = modules.map((module) => {
      const c = new Container();
      c.load(coreModule({ clock: new FixedClock(NOW) }), module);
      return isGuardedScheduler(c.get(TOKENS.Scheduler));
    });
    expect(guarded).toEqual([true, true, true]);
  });
});
