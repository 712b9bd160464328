import { SAV_MESSAGES, SAV_SAVE_WINDOW_MS } from '@locasuite/core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { savFixture, savLine as line } from './support/sav';

const sav = savFixture();
const s = sav.state;
const { call, ok, rows, newLink, draft, complete, create, reportsOf, linesOf } = sav;

const lineIds = async (reportId: number) => (await linesOf(reportId)).map((l) => l.id);

/** A line of the report of `link`, sent one by one (the old client's order). */
const sendLine = (link: string, id: string) =>
  call('creat_new_moteur_1_line', { data: { ...line(id), '_LINK SAV': link } }, s.planif);

/** What another user sees of the report of `link`: the list and the report by link. */
async function seenByOthers(link: string) {
  const listed = rows(ok('get_or_liste_sav', await call('get_or_liste_sav', {}, s.admin)));
  const byLink = rows(
    ok('get_or_1_Liste_byLink', await call('get_or_1_Liste_byLink', { link }, s.admin)),
  );
  return { listed: listed.filter((r) => r['_LINK MOTEUR'] === link), byLink };
}

/** The save kept for `link` made older by `ms` (the clock of a test is not waited on). */
const age = (link: string, ms: number) =>
  sql`UPDATE sav_open_saves SET opened_at = opened_at - ${`${ms} milliseconds`}::interval,
    last_call_at = last_call_at - ${`${ms} milliseconds`}::interval WHERE link = ${link}`.execute(
    s.t.server.db,
  );

const okAll = (answers: { status: number; message?: string }[]) => {
  for (const answer of answers) expect(answer, answer.message).toMatchObject({ status: 200 });
};

/** The old client's creation of a validated report (spec 4 §4.1): report, each line, SAV_2 copy. */
async function oldClientCreation(link: string, lines = [`${link}-1`, `${link}-2`]) {
  const answers = [await call('creat_new_or_1', { data: complete(link) }, s.planif)];
  for (const id of lines) answers.push(await sendLine(link, id));
  answers.push(await call('creat_new_or_2', { data: { '_LINK MOTEUR': link } }, s.planif));
  okAll(answers);
  return answers;
}

describe('creation, all or nothing whatever the order (spec 4 §4.1, issue 37)', () => {
  it('in one call (`lignes`): 140, the SAV_2 copy and the evidence hold the lines at once', async () => {
    const link = newLink();
    const id = await create({ ...complete(link), lignes: [line(`${link}-1`), line(`${link}-2`)] });
    const [report, copy] = await reportsOf(link);
    expect(report).toMatchObject({ id });
    expect(report!.signed_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await lineIds(copy!.id)).toEqual([`${link}-1~2`, `${link}-2~2`]);
    expect(await sendLine(link, `${link}-3`)).toMatchObject({
      status: 409,
      message: SAV_MESSAGES.readOnly,
    });
  });

  it('in the old client’s order, stopped after the report and two of five lines: nobody sees it; the copy call shows it whole at once', async () => {
    const link = newLink();
    const first = await call('creat_new_or_1', { data: complete(link) }, s.planif);
    expect(first, first.message).toMatchObject({ status: 200 });
    const id = Number((first.data as { id: number }).id);
    expect(id).toBeGreaterThan(0);
    const ids = [1, 2, 3, 4, 5].map((n) => `${link}-${n}`);
    for (const lineId of ids.slice(0, 2)) {
      expect(await sendLine(link, lineId)).toMatchObject({ status: 200, data: { id: lineId } });
    }
    expect(await seenByOthers(link)).toEqual({ listed: [], byLink: [] });
    expect(await reportsOf(link)).toEqual([]);
    expect(
      await call('photo_download', { path: `SAV/${link}/recapitulatif.pdf` }, s.admin),
    ).toMatchObject({ status: 404 });

    for (const lineId of ids.slice(2)) okAll([await sendLine(link, lineId)]);
    expect(await seenByOthers(link)).toEqual({ listed: [], byLink: [] });
    const copyCall = await call('creat_new_or_2', { data: { '_LINK MOTEUR': link } }, s.planif);
    expect(copyCall, copyCall.message).toMatchObject({ status: 200 });
    const [report, copy] = await reportsOf(link);
    expect(copyCall.data).toEqual({ id: copy!.id });
    expect(report).toMatchObject({ id });
    expect(report!.data.Statut).toBe(140);
    expect(report!.signed_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await lineIds(report!.id)).toEqual(ids);
    expect(await lineIds(copy!.id)).toEqual(ids.map((l) => `${l}~2`));
    const seen = await seenByOthers(link);
    expect(seen.listed).toHaveLength(1);
    expect((seen.byLink[0]!.lignes as unknown[]).length).toBe(5);
    // Complete: a line of another save is refused; the copy's lines sent again are there.
    expect(await sendLine(link, `${link}-9`)).toMatchObject({ status: 409 });
    expect(
      await call(
        'creat_new_moteur_2_line',
        { data: { ...line(ids[0]!), '_LINK SAV': link } },
        s.planif,
      ),
    ).toMatchObject({ status: 200, data: { id: `${ids[0]}~2` } });
  });

  it('a window passed without the copy call: nothing applied, late calls find no report', async () => {
    const link = newLink();
    okAll([
      await call('creat_new_or_1', { data: complete(link) }, s.planif),
      await sendLine(link, `${link}-1`),
      await sendLine(link, `${link}-2`),
    ]);
    await age(link, SAV_SAVE_WINDOW_MS);
    expect(await sendLine(link, `${link}-3`)).toMatchObject({ status: 404 });
    expect(
      await call('creat_new_or_2', { data: { '_LINK MOTEUR': link } }, s.planif),
    ).toMatchObject({ status: 404 });
    expect(await seenByOthers(link)).toEqual({ listed: [], byLink: [] });
    expect(await reportsOf(link)).toEqual([]);
    const kept = await sql`SELECT link FROM sav_open_saves WHERE link = ${link}`.execute(
      s.t.server.db,
    );
    expect(kept.rows).toEqual([]);
  });

  it('sent three times, or again while open: one report, one copy, one set of lines, one evidence', async () => {
    const link = newLink();
    okAll([
      await call('creat_new_or_1', { data: complete(link) }, s.planif),
      await sendLine(link, `${link}-1`),
    ]);
    const firstAnswers = await oldClientCreation(link);
    const first = await reportsOf(link);
    for (let i = 0; i < 2; i += 1) {
      const answers = await oldClientCreation(link);
      expect(answers.map((a) => a.data)).toEqual(firstAnswers.map((a) => a.data));
    }
    const [report, copy, ...more] = await reportsOf(link);
    expect(more).toEqual([]);
    expect(await lineIds(report!.id)).toEqual([`${link}-1`, `${link}-2`]);
    expect(await lineIds(copy!.id)).toEqual([`${link}-1~2`, `${link}-2~2`]);
    expect(report!.signed_sha256).toBe(first[0]!.signed_sha256);
    expect(report!.signed_at).toEqual(first[0]!.signed_at);
  });

  it('signed without validating (130): kept aside, then applied whole once quiet', async () => {
    const link = newLink();
    const signed = complete(link, { Statut: 130 });
    okAll([
      await call('creat_new_or_1', { data: signed }, s.planif),
      await sendLine(link, `${link}-1`),
    ]);
    expect(await seenByOthers(link)).toEqual({ listed: [], byLink: [] });
    expect(
      await call('creat_new_or_2', { data: { '_LINK MOTEUR': link } }, s.planif),
    ).toMatchObject({ status: 409 });
    // Quiet for longer than core's SAV_SIGNED_QUIET_MS (30 s).
    await age(link, 30_000);
    const seen = await seenByOthers(link);
    expect(seen.listed).toHaveLength(1);
    const [report] = await reportsOf(link);
    expect(await lineIds(report!.id)).toEqual([`${link}-1`]);
    expect(report!.signed_sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('editing, all or nothing whatever the order (spec 4 §4.1, issue 37)', () => {
  /** The old client's validating edit: the report, old lines deleted by link, web lines, copy. */
  function editCalls(id: number, link: string, lines: string[], saves = `${link}-save`) {
    return [
      () =>
        call(
          'edit_or',
          { id, data: { ...complete(link), version: 1 }, saveId: `${saves}-edit` },
          s.planif,
        ),
      () => call('delete_old_moteur_by_link', { link, saveId: `${saves}-lines` }, s.planif),
      ...lines.map((lineId) => () => sendLine(link, lineId)),
    ];
  }
  const copyCall = (link: string) =>
    call('creat_new_or_2', { data: { '_LINK MOTEUR': link } }, s.planif);

  async function storedDraft() {
    const link = newLink();
    const id = await create({ ...draft(link), lignes: [line(`${link}-a`), line(`${link}-b`)] });
    const before = await seenByOthers(link);
    return { link, id, before };
  }

  it('stopped after the report, the deletion and two of five lines: others see the draft as it was; the copy call applies it whole', async () => {
    const { link, id, before } = await storedDraft();
    const lines = [1, 2, 3, 4, 5].map((n) => `${link}-${n}`);
    const calls = editCalls(id, link, lines);
    for (const send of calls.slice(0, 4)) okAll([await send()]);
    expect(await seenByOthers(link)).toEqual(before);
    expect(before.byLink[0]).toMatchObject({ Statut: 130, version: 1 });
    for (const send of calls.slice(4)) okAll([await send()]);
    expect(await seenByOthers(link)).toEqual(before);
    okAll([await copyCall(link)]);
    const [report, copy] = await reportsOf(link);
    expect(report).toMatchObject({ version: 2 });
    expect(report!.data.Statut).toBe(140);
    expect(await lineIds(report!.id)).toEqual(lines);
    expect(await lineIds(copy!.id)).toEqual(lines.map((l) => `${l}~2`));
  });

  it('a window passed: the report exactly as before; the same sequence sent again (same saveIds) is taken', async () => {
    const { link, id, before } = await storedDraft();
    const lines = [`${link}-c`, `${link}-d`];
    const calls = editCalls(id, link, lines);
    const firstAnswers = [];
    for (const send of calls) firstAnswers.push(await send());
    okAll(firstAnswers);
    // Sent again while open: the same answers, the lines kept once.
    for (const [i, send] of calls.entries())
      expect((await send()).data).toEqual(firstAnswers[i]!.data);
    await age(link, SAV_SAVE_WINDOW_MS);
    expect(await copyCall(link)).toMatchObject({ status: 409 });
    expect(await seenByOthers(link)).toEqual(before);
    expect(await lineIds(id)).toEqual([`${link}-a`, `${link}-b`]);

    const answers: { status: number; data?: unknown }[] = [];
    for (const send of editCalls(id, link, lines)) answers.push(await send());
    okAll(answers);
    expect(answers[0]!.data).toMatchObject({ version: 2 });
    okAll([await copyCall(link)]);
    const [report, copy] = await reportsOf(link);
    expect(report).toMatchObject({ version: 2 });
    expect(await lineIds(report!.id)).toEqual(lines);
    expect(await lineIds(copy!.id)).toEqual(lines.map((l) => `${l}~2`));
  });

  it('sent three times: the new lines only, on the report and its copy, the same answers', async () => {
    const { link, id } = await storedDraft();
    const lines = [`${link}-c`, `${link}-d`];
    const send = async () => {
      const answers = [];
      for (const one of editCalls(id, link, lines)) answers.push(await one());
      answers.push(await copyCall(link));
      okAll(answers);
      return answers.map((a) => a.data);
    };
    const first = await send();
    for (let i = 0; i < 2; i += 1) expect(await send()).toEqual(first);
    const [report, copy, ...more] = await reportsOf(link);
    expect(more).toEqual([]);
    expect(report).toMatchObject({ version: 2 });
    expect(await lineIds(report!.id)).toEqual(lines);
    expect(await lineIds(copy!.id)).toEqual(lines.map((l) => `${l}~2`));
  });

  it('in one call (`lignes`): the lines replaced and the copy made in the same transaction', async () => {
    const link = newLink();
    const id = await create({ ...draft(link), lignes: [line(`${link}-a`)] });
    const answer = await call(
      'edit_or',
      { id, data: { ...complete(link), version: 1, lignes: [line(`${link}-z`)] } },
      s.planif,
    );
    expect(answer, answer.message).toMatchObject({ status: 200 });
    const [, copy] = await reportsOf(link);
    expect(await lineIds(copy!.id)).toEqual([`${link}-z~2`]);
    expect(await call('delete_old_moteur_by_link', { link }, s.planif)).toMatchObject({
      status: 409,
      message: SAV_MESSAGES.readOnly,
    });
  });
});
