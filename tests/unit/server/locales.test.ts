import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../../src/protocol/enums';
import { manifestOf } from '../../../src/games/manifests';
import { TEST_LIMITS, TestServer } from './harness';

describe('texts', () => {
  let server: TestServer;
  afterEach(async () => {
    await server?.close();
  });

  it("serve a built game's namespace from its folder, every other one from locales/, and nothing outside them", async () => {
    server = await TestServer.start({ config: TEST_LIMITS });
    const get = (path: string) => fetch(server.url + path);
    const game = await get('/locales/en-US/gm116.json');
    expect(game.status).toBe(200);
    expect(await game.json()).toEqual(JSON.parse(readFileSync('src/games/gm116/locales/en-US.json', 'utf8')));
    expect((await get('/locales/ja/gm116.json')).status).toBe(200);
    const system = await get('/locales/en-US/System.json');
    expect(await system.json()).toEqual(JSON.parse(readFileSync('locales/en-US/System.json', 'utf8')));
    expect((await get('/locales/xx/gm116.json')).status).toBe(404); // no such language
    const unbuilt = GAME_IDS.find((id) => !manifestOf(id));
    if (unbuilt) expect((await get(`/locales/en-US/${unbuilt}.json`)).status).toBe(404); // a game not built: no texts yet
    expect((await get('/locales/en-US/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await get('/locales/..%2Fsrc%2Fgames%2Fgm116%2Frules%2Findex.ts')).status).toBe(404);
  });
});
