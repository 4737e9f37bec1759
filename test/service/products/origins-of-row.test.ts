import { describe, expect, it } from 'vitest';
import { originColumns, originsOfRow } from '../../../src/service/products/products';

describe('a product’s origins per mode during a rolling upgrade (0016)', () => {
  const lists = {
    test: ['http://localhost:3001', 'https://shop.example.com'],
    live: ['https://shop.example.com', 'https://m.shop.example.com'],
  };

  it('reads back what this version wrote', () => {
    expect(originsOfRow(originColumns(lists))).toEqual(lists);
  });

  it('an origin the previous version added (it writes allowed_origins alone) is a test origin, never a live one', () => {
    const row = originColumns(lists);
    const shared = JSON.parse(row.allowed_origins) as string[];
    row.allowed_origins = JSON.stringify([...shared, 'http://localhost:4101']);
    expect(originsOfRow(row)).toEqual({
      test: [...lists.test, 'http://localhost:4101'],
      live: lists.live,
    });
  });

  it('an origin the previous version removed frames neither mode', () => {
    const row = originColumns(lists);
    row.allowed_origins = JSON.stringify(['http://localhost:3001', 'https://m.shop.example.com']);
    expect(originsOfRow(row)).toEqual({
      test: ['http://localhost:3001'],
      live: ['https://m.shop.example.com'],
    });
  });

  it('a product the previous version created has its origins as test origins', () => {
    expect(
      originsOfRow({
        test_origins: '[]',
        live_origins: '[]',
        allowed_origins: '["https://shop.example.com"]',
      }),
    ).toEqual({ test: ['https://shop.example.com'], live: [] });
  });

  it('the order of allowed_origins does not matter', () => {
    const row = originColumns(lists);
    row.allowed_origins = JSON.stringify((JSON.parse(row.allowed_origins) as string[]).reverse());
    expect(originsOfRow(row)).toEqual(lists);
  });
});
