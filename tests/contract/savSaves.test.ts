import { SAV_MESSAGES } from '@locasuite/core';
import { describe, expect, it } from 'vitest';
import { savFixture, savLine as line } from './support/sav';

const sav = savFixture();
const s = sav.state;
const { call, newLink, draft, complete, create, reportsOf, linesOf } = sav;

const lineIds = async (reportId: number) => (await linesOf(reportId)).map((l) => l.id);

/** The old client's creation of a validated report (spec 4 §4.1): report, each line, SAV_2 copy. */
async function oldClientCreation(link: string) {
  const answers = [await call('creat_new_or_1', { data: complete(link) }, s.planif)];
  for (const id of [`${link}-1`, `${link}-2`]) {
    answers.push(
      await call('creat_new_moteur_1_line', { data: { ...line(id), '_LINK SAV': link } }, s.planif),
    );
  }
  answers.push(await call('creat_new_or_2', { data: { '_LINK MOTEUR': link } }, s.planif));
  for (const answer of answers) expect(answer, answer.message).toMatchObject({ status: 200 });
  return answers;
}

describe('creation, whatever the order (spec 4 §4.1, issue 37)', () => {
  it('in one call (`lignes`): 140, the SAV_2 copy and the evidence hold the lines; closed at once', async () => {
    const link = newLink();
    const id = await create({ ...complete(link), lignes: [line(`${link}-1`), line(`${link}-2`)] });
    const [report, copy] = await reportsOf(link);
    expect(report).toMatchObject({ id, open_until: null });
    expect(report!.signed_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await lineIds(copy!.id)).toEqual([`${link}-1~2`, `${link}-2~2`]);
    const late = await call(
      'creat_new_moteur_1_line',
      { data: { ...line(`${link}-3`), '_LINK SAV': link } },
      s.planif,
    );
    expect(late).toMatchObject({ status: 409, message: SAV_MESSAGES.readOnly });
  });

  it('in the old client’s order: the lines after the validation are taken, the copy and the hash follow, the copy call closes the save', async () => {
    const link = newLink();
    const first = await call('creat_new_or_1', { data: complete(link) }, s.planif);
    expect(first, first.message).toMatchObject({ status: 200 });
    const opened = (await reportsOf(link))[0]!;
    expect(opened.data.Statut).toBe(140);
    expect(opened.open_until).not.toBeNull();
    for (const id of [`${link}-1`, `${link}-2`]) {
      const answer = await call(
        'creat_new_moteur_1_line',
        { data: { ...line(id), '_LINK SAV': link } },
        s.planif,
      );
      expect(answer, answer.message).toMatchObject({ status: 200, data: { id } });
    }
    const copyCall = await call('creat_new_or_2', { data: { '_LINK MOTEUR': link } }, s.planif);
    const [report, copy] = await reportsOf(link);
    expect(copyCall.data).toEqual({ id: copy!.id });
    expect(report!.open_until).toBeNull();
    expect(report!.signed_sha256).not.toBe(opened.signed_sha256);
    expect(report!.signed_at).toEqual(opened.signed_at);
    expect(await lineIds(report!.id)).toEqual([`${link}-1`, `${link}-2`]);
    expect(await lineIds(copy!.id)).toEqual([`${link}-1~2`, `${link}-2~2`]);
    // The same lines sent to the copy (the old client's SAV_2 lines) are already there.
    const copyLine = await call(
      'creat_new_moteur_2_line',
      { data: { ...line(`${link}-1`), '_LINK SAV': link } },
      s.planif,
    );
    expect(copyLine).toMatchObject({ status: 200, data: { id: `${link}-1~2` } });
    // Closed: a line of another save is refused.
    const late = await call(
      'creat_new_moteur_1_line',
      { data: { ...line(`${link}-9`), '_LINK SAV': link } },
      s.planif,
    );
    expect(late).toMatchObject({ status: 409, message: SAV_MESSAGES.readOnly });
    expect(await lineIds(report!.id)).toHaveLength(2);
  });

  it('the whole old-client creation sent three times: one report, one copy, one set of lines, one evidence', async () => {
    const link = newLink();
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

  it('a save left open too long is closed: its late lines are refused', async () => {
    const link = newLink();
    await create(complete(link));
    await s.t.server.db
      .updateTable('sav_reports')
      .set({ open_until: new Date(Date.now() - 1000) })
      .where('link', '=', link)
      .execute();
    const late = await call(
      'creat_new_moteur_1_line',
      { data: { ...line(`${link}-1`), '_LINK SAV': link } },
      s.planif,
    );
    expect(late).toMatchObject({ status: 409, message: SAV_MESSAGES.readOnly });
    expect(await call('delete_old_moteur_by_link', { link }, s.planif)).toMatchObject({
      status: 409,
    });
  });
});

describe('editing, whatever the order (spec 4 §4.1, issue 37)', () => {
  /** The old client's edit that validates: the report, old lines deleted by link, web lines. */
  async function oldClientEdit(id: number, link: string) {
    const answers = [
      await call(
        'edit_or',
        { id, data: { ...complete(link), version: 1 }, saveId: `${link}-edit-save` },
        s.planif,
      ),
      await call('delete_old_moteur_by_link', { link, saveId: `${link}-lines-save` }, s.planif),
    ];
    for (const lineId of [`${link}-c`, `${link}-d`]) {
      answers.push(
        await call(
          'creat_new_moteur_1_line',
          { data: { ...line(lineId), '_LINK SAV': link } },
          s.planif,
        ),
      );
    }
    for (const answer of answers) expect(answer, answer.message).toMatchObject({ status: 200 });
    return answers;
  }

  it('report then old lines deleted then web lines, sent three times: the new lines only, on the report and its copy', async () => {
    const link = newLink();
    const id = await create({ ...draft(link), lignes: [line(`${link}-a`), line(`${link}-b`)] });
    const first = await oldClientEdit(id, link);
    for (let i = 0; i < 2; i += 1) {
      const answers = await oldClientEdit(id, link);
      expect(answers.map((a) => a.data)).toEqual(first.map((a) => a.data));
    }
    const [report, copy] = await reportsOf(link);
    expect(report).toMatchObject({ version: 2 });
    expect(report!.data.Statut).toBe(140);
    expect(await lineIds(report!.id)).toEqual([`${link}-c`, `${link}-d`]);
    expect(await lineIds(copy!.id)).toEqual([`${link}-c~2`, `${link}-d~2`]);
  });

  it('in one call (`lignes`): the lines replaced and the save closed in the same transaction', async () => {
    const link = newLink();
    const id = await create({ ...draft(link), lignes: [line(`${link}-a`)] });
    const answer = await call(
      'edit_or',
      { id, data: { ...complete(link), version: 1, lignes: [line(`${link}-z`)] } },
      s.planif,
    );
    expect(answer, answer.message).toMatchObject({ status: 200 });
    const [report, copy] = await reportsOf(link);
    expect(report!.open_until).toBeNull();
    expect(await lineIds(copy!.id)).toEqual([`${link}-z~2`]);
    expect(await call('delete_old_moteur_by_link', { link }, s.planif)).toMatchObject({
      status: 409,
      message: SAV_MESSAGES.readOnly,
    });
  });
});
