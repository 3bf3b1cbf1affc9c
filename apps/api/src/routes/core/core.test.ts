import type { Modification } from '@dealer/contract';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/test-db.ts';
import { useCatalogueTestApp } from '../../../test/seeded-app.ts';
import { testDbLabel } from '../../../test/test-db.ts';

describe(`/v1/core reference data on ${testDbLabel}`, () => {
  const t = useCatalogueTestApp();

  // The model of holding 1 with the most vehicles: it has several powertrains.
  const busiestModel = async () => {
    const [row] = await queryRows<{ mark: string; model: string; n: number }>(
      t.client,
      `select b.code as mark, m.code as model, count(*)::int as n from vehicles v
       join brands b on b.id = v.brand_id join models m on m.id = v.model_id
       where v.holding_id = 1 and v.category = 'cars'
       group by b.code, m.code order by n desc, b.code, m.code limit 1`,
    );
    return row!;
  };

  it('lists the distinct modifications of a model with engine, power, gearbox and drive', async () => {
    const { mark, model, n } = await busiestModel();
    const res = await t.get(`/core/modifications/${mark}/${model}?holdingId=1`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.mark.code).toBe(mark);
    expect(body.model.code).toBe(model);
    const items: Modification[] = body.items;
    expect(items.length).toBeGreaterThan(1);
    expect(new Set(items.map((m) => m.id)).size).toBe(items.length);
    const [expected] = await queryRows<{ n: number }>(
      t.client,
      `select count(distinct (engine_type, engine_volume, power, gear_type, drive_type))::int as n
       from vehicles v join brands b on b.id = v.brand_id join models m on m.id = v.model_id
       where v.holding_id = 1 and b.code = '${mark}' and m.code = '${model}'`,
    );
    expect(items).toHaveLength(expected!.n);
    expect(items.reduce((sum, m) => sum + m.inStock, 0)).toBeLessThanOrEqual(n);
    for (const m of items) {
      expect(m.name).toContain(`(${m.power} л.с.)`);
      expect(m.engineType.name).not.toBe('');
      expect(m.yearFrom).toBeLessThanOrEqual(m.yearTo);
    }
  });

  it('lists the equipment names of one modification', async () => {
    const { mark, model } = await busiestModel();
    const items: Modification[] = (
      await t.get(`/core/modifications/${mark}/${model}?holdingId=1`)
    ).json().items;
    const modification = items[0]!;
    const res = await t.get(`/core/equipments/${modification.id}?holdingId=1`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.modification).toEqual(modification);
    expect(body.items.length).toBeGreaterThan(0);
    const total = body.items.reduce((sum: number, e: { inStock: number }) => sum + e.inStock, 0);
    expect(total).toBe(modification.inStock);
    for (const e of body.items) {
      if (e.inStock > 0) expect(e.priceFrom).toBeGreaterThan(0);
      else expect(e.priceFrom).toBeNull();
    }
  });

  it('answers 404 for an unknown make, model or modification and 400 for a malformed one', async () => {
    const { mark, model } = await busiestModel();
    for (const url of [
      `/core/modifications/nope/${model}?holdingId=1`,
      `/core/modifications/${mark}/nope?holdingId=1`,
      `/core/equipments/${mark}_${model}_petrol_1_1_none_none?holdingId=1`,
      `/core/equipments/nope_nope_petrol_1596_100_manual_front?holdingId=1`,
    ]) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe(5);
    }
    const bad = await t.get('/core/equipments/2.0%20AT?holdingId=1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].message).toBe('Неизвестный формат модификации');
  });
});
