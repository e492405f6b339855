import { describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import type { Area, Country, District } from '@souq/contract/regions';
import { api, openRoute, screenshot } from '../support/browser';
import { classifiedsQuery, fieldLabelled as field, tableNamed as table } from '../support/console-screens';
import { demoCategoryOfType } from '../support/demo-data';
import { setupSuite } from '../support/suite';

const t = messages.console.regions;
const r = messages.region;
const suffix = Date.now().toString(36);
// 'Zz' sorts the test's records after the demo ones, which other browser tests pick by position.
const district = { en: `Zz E2E District ${suffix}`, ar: `منطقة ${suffix}`, renamed: `Zz E2E District Renamed ${suffix}` };
const area = { en: `Zz E2E Area ${suffix}`, ar: `حي ${suffix}`, renamed: `Zz E2E Area Renamed ${suffix}` };
/** A country the demo data leaves unselected. */
const SPARE_COUNTRY = { id: 'IS', name: 'Iceland' };

// One console tab for the whole file, whose login is the file's API session too.
const suite = setupSuite({
  consolePage: 'admin',
  // Leave the spare country as the demo had it, whatever happened in the tests.
  teardown: async ({ admin }) => {
    await api(admin, 'POST', '/api/update-countries-admin', { country_id: SPARE_COUNTRY.id, isSelected: false });
  },
});

async function selectedCountries(): Promise<string[]> {
  const { body } = await api<{ countries: Country[] }>(suite.admin, 'GET', '/api/countries');
  return body.countries.map((country) => country._id);
}

async function districtsNamed(name: string, countryId = 'KW'): Promise<District[]> {
  const query = new URLSearchParams({ country_id: countryId, textSearch: name });
  return (await api<{ districts: District[] }>(suite.admin, 'GET', `/api/get-districts?${query.toString()}`)).body.districts;
}

async function areasNamed(name: string): Promise<Area[]> {
  const query = new URLSearchParams({ country_id: 'KW', textSearch: name });
  return (await api<{ areas: Area[] }>(suite.admin, 'GET', `/api/get-area-admin?${query.toString()}`)).body.areas;
}

describe('regions', () => {
  it('selects a country, which the add-classified form then offers, and unselects it again', async () => {
    const { page } = suite;
    expect(await selectedCountries()).not.toContain(SPARE_COUNTRY.id);

    await openRoute(page, '/rm-admin/countries');
    const countries = table(page, t.countriesTitle);
    // Paged: ten a page, with the total beside the pages.
    await expect.poll(() => page.getByTestId('list-range').innerText()).toMatch(/^1-10 of 2\d\d$/);
    await screenshot(page, 'regions-countries');

    await page.getByRole('searchbox', { name: messages.console.list.search }).fill(SPARE_COUNTRY.name);
    await page.waitForFunction(() => window.location.hash.includes('search='));
    await expect.poll(() => countries.getByRole('row').count()).toBe(2);
    const row = countries.getByRole('row').filter({ hasText: SPARE_COUNTRY.name });
    await row.getByText(t.notSelected).waitFor();
    await row.getByRole('button', { name: `${t.select} ${SPARE_COUNTRY.name}` }).click();
    await page.getByRole('status').filter({ hasText: t.selectionSaved }).waitFor();
    await row.getByText(t.selected, { exact: true }).waitFor();
    expect(await selectedCountries()).toContain(SPARE_COUNTRY.id);
    await screenshot(page, 'regions-countries-selected');

    // The add-classified form's country select now offers it.
    const services = await demoCategoryOfType(suite.admin, 'services');
    await openRoute(page, `/rm-admin/classifieds/add-classified-post?${classifiedsQuery(services)}`);
    const countrySelect = field(page, messages.console.classifieds.fields.country_id);
    await expect.poll(() => countrySelect.locator('option', { hasText: SPARE_COUNTRY.name }).count()).toBe(1);

    // The row action sends the opposite again.
    await openRoute(page, `/rm-admin/countries?search=${SPARE_COUNTRY.name}`);
    await row.getByRole('button', { name: `${t.unselect} ${SPARE_COUNTRY.name}` }).click();
    await row.getByText(t.notSelected).waitFor();
    expect(await selectedCountries()).not.toContain(SPARE_COUNTRY.id);
  });

  it('adds and edits a district of the filtered country', async () => {
    const { page } = suite;
    await openRoute(page, '/rm-admin/districts');
    const list = table(page, t.districtsTitle);
    // The country filter starts on Kuwait and the list shows its districts.
    await expect.poll(() => field(page, t.countryFilter).inputValue()).toBe('KW');
    await list.getByRole('row').filter({ hasText: 'Kuwait' }).first().waitFor();
    await screenshot(page, 'regions-districts');

    // Every missing field is explained at once, nothing is sent.
    let writes = 0;
    page.on('request', (request) => {
      if (/\/api\/(add|edit)-district$/.test(request.url())) writes += 1;
    });
    await page.getByRole('button', { name: t.addDistrict }).click();
    const form = page.getByRole('form', { name: t.districtFormTitle });
    await expect(field(form, t.country).inputValue()).resolves.toBe('KW');
    await field(form, t.country).selectOption('');
    await form.getByRole('button', { name: t.save }).click();
    for (const text of [r.districtNameEnRequired, r.districtNameArRequired, r.countryRequired]) await form.getByText(text).waitFor();
    expect(writes).toBe(0);
    await screenshot(page, 'regions-district-form-validation');

    await field(form, t.formNameEn).fill(district.en);
    await field(form, t.formNameAr).fill(district.ar);
    await field(form, t.country).selectOption('KW');
    await form.getByRole('button', { name: t.save }).click();
    await page.getByRole('status').filter({ hasText: messages.generic.dataAdded }).waitFor();
    const row = list.getByRole('row').filter({ hasText: district.en });
    await row.waitFor();
    const [created] = await districtsNamed(district.en);
    expect(created).toMatchObject({ district_en: district.en, district_ar: district.ar, country_id: 'KW' });
    await expect(row.textContent()).resolves.toContain(created?._id);

    // A second add starts from empty names: the form reset after saving.
    await page.getByRole('button', { name: t.addDistrict }).click();
    await expect(field(form, t.formNameEn).inputValue()).resolves.toBe('');
    await form.getByRole('button', { name: t.back }).click();

    // Edit opens the form prefilled; a duplicate name is refused with the server's text.
    await row.getByRole('button', { name: `${t.edit} ${district.en}` }).click();
    const editForm = page.getByRole('form', { name: t.editDistrictTitle });
    await expect(field(editForm, t.formNameEn).inputValue()).resolves.toBe(district.en);
    const [demo] = (await api<{ districts: District[] }>(suite.admin, 'GET', '/api/get-districts?country_id=KW')).body.districts;
    await field(editForm, t.formNameEn).fill(demo?.district_en ?? 'missing');
    await editForm.getByRole('button', { name: t.save }).click();
    await page.getByRole('alert').filter({ hasText: r.duplicateName }).waitFor();
    await field(editForm, t.formNameEn).fill(district.renamed);
    await editForm.getByRole('button', { name: t.save }).click();
    await page.getByRole('status').filter({ hasText: messages.generic.updateSuccess }).waitFor();
    await list.getByRole('row').filter({ hasText: district.renamed }).waitFor();
    expect((await districtsNamed(district.renamed)).map((d) => d._id)).toEqual([created?._id]);

    // Another country's list does not show it.
    await field(page, t.countryFilter).selectOption('SA');
    await page.waitForFunction(() => window.location.hash.includes('country=SA'));
    await expect.poll(() => list.getByRole('row').filter({ hasText: district.renamed }).count()).toBe(0);
  });

  it('adds and edits an area of a district, filtered by country and district', async () => {
    const { page } = suite;
    const { body } = await api<District>(suite.admin, 'POST', '/api/add-district', {
      district_en: `Zz E2E Area Parent ${suffix}`,
      district_ar: `أب ${suffix}`,
      country_id: 'KW',
    });
    const parent = body;
    await openRoute(page, '/rm-admin/areas');
    // The district was added behind the console's back: a reload drops its cached look-ups.
    await page.reload();
    const list = table(page, t.areasTitle);
    await list.getByRole('row').filter({ hasText: 'Kuwait' }).first().waitFor();
    await screenshot(page, 'regions-areas');

    await page.getByRole('button', { name: t.addArea }).click();
    const form = page.getByRole('form', { name: t.areaFormTitle });
    await form.getByRole('button', { name: t.save }).click();
    for (const text of [r.districtNameEnRequired, r.districtNameArRequired, r.districtRequired]) await form.getByText(text).waitFor();
    await screenshot(page, 'regions-area-form-validation');

    await field(form, t.formNameEn).fill(area.en);
    await field(form, t.formNameAr).fill(area.ar);
    const districtSelect = field(form, t.district);
    await expect.poll(() => districtSelect.locator('option', { hasText: parent.district_en }).count()).toBe(1);
    await districtSelect.selectOption(parent._id);
    await form.getByRole('button', { name: t.save }).click();
    await page.getByRole('status').filter({ hasText: messages.generic.dataAdded }).waitFor();
    const [created] = await areasNamed(area.en);
    expect(created).toMatchObject({ area_en: area.en, area_ar: area.ar, district_id: parent._id, country_id: 'KW' });

    // The district filter narrows the list to the new area.
    await field(page, t.districtFilter).selectOption(parent._id);
    await page.waitForFunction(() => window.location.hash.includes('district='));
    await expect.poll(() => list.getByRole('row').count()).toBe(2);
    const row = list.getByRole('row').filter({ hasText: area.en });
    await expect(row.textContent()).resolves.toContain(parent.district_en);
    await screenshot(page, 'regions-areas-filtered');

    await row.getByRole('button', { name: `${t.edit} ${area.en}` }).click();
    const editForm = page.getByRole('form', { name: t.editAreaTitle });
    await expect(field(editForm, t.formNameEn).inputValue()).resolves.toBe(area.en);
    await expect.poll(() => field(editForm, t.district).inputValue()).toBe(parent._id);
    await screenshot(page, 'regions-area-form-edit');
    await field(editForm, t.formNameEn).fill(area.renamed);
    await editForm.getByRole('button', { name: t.save }).click();
    await page.getByRole('status').filter({ hasText: messages.generic.updateSuccess }).waitFor();
    await list.getByRole('row').filter({ hasText: area.renamed }).waitFor();
    expect((await areasNamed(area.renamed)).map((a) => a._id)).toEqual([created?._id]);
  });
});
