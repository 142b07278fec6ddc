// The price checker run as a shopper's tool would be: the built CLI, in a child process, against
// the @kerching/domain tarball installed in node_modules (scripts/examples.mjs sets this up).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const cli = join(here, '..', 'dist', 'cli.js');

const run = (...args) => {
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout.trim(), stderr: r.stderr.trim() };
};
const check = (...args) => {
  const r = run(...args, '--json');
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
};

test('two units at the public price, paid by card', () => {
  assert.deepEqual(check('--price', '2999', '--quantity', '2'), {
    unitPriceMinor: 2999,
    vipPriceApplied: false,
    lineAmountMinor: 5998,
    promoDiscountMinor: 0,
    totalMinor: 5998,
    walletUsedMinor: 0,
    cashAmountMinor: 5998,
    discountPercentage: null,
  });
});

test('a VIP pays the VIP price when the deal allows it; others pay the price', () => {
  const vip = check('--price', '2999', '--vip-price', '2499', '--vip');
  assert.equal(vip.unitPriceMinor, 2499);
  assert.equal(vip.vipPriceApplied, true);
  assert.equal(check('--price', '2999', '--vip-price', '2499').unitPriceMinor, 2999);
  assert.equal(check('--price', '2999', '--vip-price', '2499', '--vip', '--no-vip-discount').unitPriceMinor, 2999);
});

test('a VIP never pays more than the public price', () => {
  const r = check('--price', '2999', '--vip-price', '3499', '--vip');
  assert.equal(r.unitPriceMinor, 2999);
  assert.equal(r.vipPriceApplied, false);
});

test('a VIP-only product is refused to a shopper who is not VIP', () => {
  const r = run('--price', '2999', '--vip-price', '2499', '--vip-exclusive');
  assert.equal(r.status, 1);
  assert.match(r.stderr, /^VIP\.EXCLUSIVE_PRODUCT: /);
  assert.equal(check('--price', '2999', '--vip-price', '2499', '--vip-exclusive', '--vip').unitPriceMinor, 2499);
});

test('each unit carries its admin fee and the line its postage, once', () => {
  assert.equal(
    check('--price', '1000', '--admin-fee', '150', '--postage', '399', '--quantity', '3').lineAmountMinor,
    3849,
  );
});

test('a quantity above the purchase cap is refused', () => {
  const r = run('--price', '1000', '--quantity', '6', '--cap', '5');
  assert.equal(r.status, 1);
  assert.match(r.stderr, /^BASKET\.MAX_QUANTITY_EXCEEDED: /);
  assert.equal(check('--price', '1000', '--quantity', '5', '--cap', '5').totalMinor, 5000);
});

test('a percentage promo rounds to the nearest penny; a fixed promo never exceeds the amount', () => {
  const percent = check('--price', '2999', '--quantity', '2', '--promo', '10%');
  assert.equal(percent.promoDiscountMinor, 600);
  assert.equal(percent.totalMinor, 5398);
  assert.equal(check('--price', '2999', '--promo', '500').totalMinor, 2499);
  assert.equal(check('--price', '300', '--promo', '500').totalMinor, 0);
});

test('the wallet pays what it can after the promo and the card pays the rest', () => {
  const part = check('--price', '2999', '--quantity', '2', '--promo', '10%', '--wallet', '1500');
  assert.equal(part.walletUsedMinor, 1500);
  assert.equal(part.cashAmountMinor, 3898);
  const all = check('--price', '2999', '--wallet', '10000');
  assert.equal(all.walletUsedMinor, 2999);
  assert.equal(all.cashAmountMinor, 0);
});

test('the discount percentage is the whole percentage saved, rounded down', () => {
  assert.equal(check('--price', '1999', '--original-price', '3000').discountPercentage, 33);
  assert.equal(check('--price', '1001', '--original-price', '3000').discountPercentage, 66);
  assert.equal(check('--price', '2000', '--original-price', '5000').discountPercentage, 60);
  assert.equal(
    check('--price', '2999', '--original-price', '5000', '--vip-price', '2000', '--vip').discountPercentage,
    60,
  );
});

test('a JSON file gives the same answer as the flags, and the text report reads well', () => {
  const dir = mkdtempSync(join(tmpdir(), 'price-checker-'));
  try {
    const file = join(dir, 'deal.json');
    const deal = {
      price: 2999,
      quantity: 2,
      vip: true,
      vipPrice: 2499,
      originalPrice: 5000,
      promo: '10%',
      wallet: 1500,
      currency: 'EUR',
    };
    writeFileSync(file, JSON.stringify(deal));
    const flags = [
      '--price',
      '2999',
      '--quantity',
      '2',
      '--vip',
      '--vip-price',
      '2499',
      '--original-price',
      '5000',
      '--promo',
      '10%',
      '--wallet',
      '1500',
      '--currency',
      'EUR',
    ];
    assert.deepEqual(check(file), check(...flags));
    const text = run(file);
    assert.equal(text.status, 0, text.stderr);
    assert.equal(
      text.stdout,
      [
        'Unit price: €24.99 (VIP price)',
        'Discount: 50% off',
        'Line (2): €49.98',
        'Promo: -€5',
        'Total: €44.98',
        'Wallet pays: €15',
        'To pay by card: €29.98',
      ].join('\n'),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('bad input is refused with a message, not a stack trace', () => {
  for (const args of [
    ['--price', '-5'],
    ['--price', '12.5'],
    ['--quantity', '2'],
    ['--price', '100', '--currency', 'USD'],
    ['--colour'],
  ]) {
    const r = run(...args);
    assert.equal(r.status, 1, args.join(' '));
    assert.doesNotMatch(r.stderr, /\n\s+at /, args.join(' '));
  }
});

test('every concept of the packed domain loads in Node from its own entry point', async () => {
  const dist = join(here, '..', 'node_modules', '@kerching', 'domain', 'dist');
  const families = readdirSync(dist, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  assert.ok(families.length > 20, `only ${families.length} families in ${dist}`);
  for (const family of families) {
    const module = await import(`@kerching/domain/${family}`);
    assert.ok(Object.keys(module).length > 0, family);
  }
  const root = await import('@kerching/domain');
  for (const family of Object.keys(root)) assert.ok(families.includes(family), family);
});
