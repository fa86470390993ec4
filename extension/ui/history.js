// history.js: the history pane. Past runs (history.runs) can be reopened
// into the thread (history.run), exported as Markdown, or deleted one by
// one or all at once (history.delete: the host deletes the records and
// keeps a line in the audit trail). runToMarkdown is pure so node tests
// can check it. Defines globalThis.LaikaHistory.
(function (root) {
  'use strict';
  const t = (k, s) => root.LaikaI18n.t(k, s);
  const stopSentence = (reason) => root.LaikaI18n.stopSentence(reason);

  function parseJSON(raw) {
    if (raw && typeof raw === 'object') return raw;
    try {
      return JSON.parse(raw);
    } catch {
      return null;
    }
  }

  // runToMarkdown turns a laika.run.v1 export into a readable Markdown
  // transcript: the goal, each step's note, the calls with their
  // decisions and outcomes, and the summaries.
  function runToMarkdown(x) {
    const r = x.run || {};
    const out = ['# ' + (r.goal || t('historyUntitled')), ''];
    const meta = [];
    if (r.url) meta.push('- ' + t('exportPage') + ': ' + r.url);
    if (r.createdAt) meta.push('- ' + t('exportWhen') + ': ' + r.createdAt);
    if (r.model) meta.push('- ' + t('exportModel') + ': ' + r.model);
    if (r.status) meta.push('- ' + t('exportStatus') + ': ' + r.status + (r.stopReason ? ' — ' + stopSentence(r.stopReason) + ' (`' + r.stopReason + '`)' : ''));
    if (meta.length) out.push(...meta, '');
    const calls = x.toolCalls || [];
    for (const s of x.steps || []) {
      out.push('## ' + t('stepN', s.seq), '');
      if (s.text) out.push(s.text, '');
      for (const c of calls.filter((c) => c.stepSeq === s.seq)) {
        let line = '- `' + c.name + '` — ' + (c.decision || '') + (c.reason ? ' (' + c.reason + ')' : '');
        if (c.approval) line += ', ' + c.approval;
        if (c.status) line += ' → ' + c.status + (c.errorCode ? ' ' + c.errorCode : '');
        out.push(line);
        const res = parseJSON(c.result);
        if (res && typeof res.text === 'string') out.push('  ' + res.text);
      }
      if (calls.some((c) => c.stepSeq === s.seq)) out.push('');
    }
    for (const s of x.summaries || []) {
      out.push('## ' + t('summaryTitle'), '', s.markdown || '', '');
    }
    return out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd() + '\n';
  }

  // fileName makes a safe .md file name from a title.
  function fileName(title) {
    const base = String(title || 'laika').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'laika';
    return 'laika-' + base + '.md';
  }

  // download saves text as a file through an <a download> link.
  function download(name, text) {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
    document.body.dataset.exported = name;
  }

  // reopen shows a recorded run in the thread, read-only.
  function reopen(ui, x) {
    const r = x.run || {};
    ui.turn(r.goal || t('historyUntitled'));
    const calls = x.toolCalls || [];
    for (const s of x.steps || []) {
      const li = ui.step(s.seq, { summary: s.text || '', summaryFormat: 'plain' });
      li.classList.add('reopened');
      for (const c of calls.filter((c) => c.stepSeq === s.seq)) {
        const cv = ui.call(li, { id: c.id, name: c.name, decision: c.decision || '', reason: c.reason || '' });
        if (c.status === 'ok' || c.status === 'error' || c.status === 'denied') {
          const res = parseJSON(c.result);
          cv.result({ status: c.status, error: c.errorCode || (c.status === 'denied' ? c.reason : ''), message: c.errorMessage || '', text: res && typeof res.text === 'string' ? res.text : '' });
        }
      }
    }
    for (const s of x.summaries || []) {
      const li = ui.answer(t('summaryTitle'));
      const sv = ui.summary(li);
      sv.append(s.markdown || '', 'markdown');
      sv.done(null);
    }
    ui.notice(t('historyReopened', [r.status || '', r.createdAt ? new Date(r.createdAt).toLocaleString() : '']));
    document.body.dataset.state = 'idle';
  }

  // reopenConversation shows a conversation's turns (goal and answer with
  // its citations); the next goal continues it.
  function reopenConversation(ui, x) {
    for (const turn of x.turns || []) {
      ui.turn(turn.goal || t('historyUntitled'));
      const li = ui.answer(t('answerTitle'));
      const sv = ui.summary(li);
      sv.append(turn.answer || (turn.stopReason ? stopSentence(turn.stopReason) : ''), 'markdown');
      if (turn.citations && turn.citations.length) sv.citations(turn.citations);
      sv.done(null);
    }
    ui.notice(t('conversationReopened'));
    document.body.dataset.state = 'idle';
  }

  function wire({ $, ui, setError, onOpen, onConversation }) {
    const pane = $('history-pane');
    let confirmAll = false;

    async function load() {
      $('history-state').textContent = t('loading');
      const list = $('history-list');
      list.textContent = '';
      let runs;
      try {
        runs = (await root.LaikaBG.host('history.runs', { limit: 50 })).runs || [];
      } catch (e) {
        $('history-state').textContent = t('historyFailed', e.code || String(e));
        return;
      }
      $('history-delete-all').disabled = !runs.length;
      for (const r of runs) list.append(item(r));
      // Conversations (follow-up turns), when the host keeps them.
      const convs = $('conv-list');
      convs.textContent = '';
      let cs = [];
      try {
        cs = (await root.LaikaBG.host('conversation.list', { limit: 20 })).conversations || [];
      } catch {
        /* an older host: runs only */
      }
      // Headings only when both lists show; "No runs yet." only when
      // nothing is listed (it once sat above a listed conversation, over
      // an empty Runs heading).
      $('conv-head').hidden = !cs.length;
      $('runs-head').hidden = !cs.length || !runs.length;
      $('history-state').textContent = runs.length ? t('historyCount', runs.length) : cs.length ? '' : t('historyEmpty');
      // Nothing to delete: no button (an empty history is not an action).
      $('history-delete-all').hidden = !runs.length && !cs.length;
      for (const c of cs) convs.append(convItem(c));
    }

    function convItem(c) {
      const li = document.createElement('li');
      li.dataset.conversation = c.id;
      const what = document.createElement('span');
      what.className = 'what';
      what.textContent = c.title || t('historyUntitled');
      const meta = document.createElement('span');
      meta.className = 'meta';
      meta.textContent = [new Date(c.updatedAt).toLocaleString(), c.turns === 1 ? t('turnsOne') : t('turnsN', c.turns || 0)].join(' · ');
      what.append(meta);
      li.append(
        what,
        button(t('open'), t('openRun', c.title || ''), async () => {
          try {
            // A research chat reopens in the Research pane (its follow-ups
            // ask the collection), not as a page conversation.
            const col = root.LaikaResearch && root.LaikaResearch.collectionOf(c.id);
            if (col) {
              pane.hidden = true;
              await root.LaikaResearch.open(col);
              return;
            }
            const x = await root.LaikaBG.host('conversation.get', { conversationId: c.id });
            pane.hidden = true;
            document.getElementById('steps').textContent = '';
            reopenConversation(ui, x);
            if (onConversation) await onConversation(c.id);
          } catch (e) {
            setError(t('historyFailed', e.code || String(e)));
          }
        })
      );
      return li;
    }

    function button(label, aria, fn, cls) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = cls || 'secondary small';
      b.textContent = label;
      b.setAttribute('aria-label', aria);
      b.addEventListener('click', fn);
      return b;
    }

    function item(r) {
      const li = document.createElement('li');
      li.dataset.run = r.id;
      const what = document.createElement('span');
      what.className = 'what';
      what.textContent = r.goal || t('historyUntitled');
      what.title = r.goal || '';
      const meta = document.createElement('span');
      meta.className = 'meta';
      let host = '';
      try {
        host = r.url ? new URL(r.url).host : '';
      } catch {
        /* stored redacted, maybe not a URL */
      }
      meta.textContent = [new Date(r.createdAt).toLocaleString(), host, r.status].filter(Boolean).join(' · ');
      what.append(meta);
      const goal = r.goal || t('historyUntitled');
      li.append(
        what,
        button(t('open'), t('openRun', goal), async () => {
          try {
            const x = await root.LaikaBG.host('history.run', { runId: r.id });
            pane.hidden = true;
            reopen(ui, x);
          } catch (e) {
            setError(t('historyFailed', e.code || String(e)));
          }
        }),
        button(t('exportMarkdown'), t('exportRun', goal), async () => {
          try {
            const x = await root.LaikaBG.host('history.run', { runId: r.id });
            download(fileName(goal), runToMarkdown(x));
          } catch (e) {
            setError(t('historyFailed', e.code || String(e)));
          }
        }),
        button(t('delete'), t('deleteRun', goal), async () => {
          try {
            await root.LaikaBG.host('history.delete', { runId: r.id });
            li.remove();
            $('history-state').textContent = t('historyDeleted');
          } catch (e) {
            setError(t('historyFailed', e.code || String(e)));
          }
        }, 'deny small')
      );
      return li;
    }

    $('history').addEventListener('click', () => {
      pane.hidden = !pane.hidden;
      if (!pane.hidden) {
        if (onOpen) onOpen();
        confirmAll = false;
        $('history-delete-all').textContent = t('historyDeleteAll');
        load();
        $('history-close').focus();
      }
    });
    $('history-close').addEventListener('click', () => {
      pane.hidden = true;
      $('history').focus();
    });
    // Delete all asks twice: the second click within the pane confirms.
    $('history-delete-all').addEventListener('click', async () => {
      if (!confirmAll) {
        confirmAll = true;
        $('history-delete-all').textContent = t('historyDeleteAllConfirm');
        return;
      }
      confirmAll = false;
      $('history-delete-all').textContent = t('historyDeleteAll');
      try {
        const r = await root.LaikaBG.host('history.delete', { all: true });
        await load();
        $('history-state').textContent = t('historyDeletedAll', r.deleted || 0);
      } catch (e) {
        setError(t('historyFailed', e.code || String(e)));
      }
    });
  }

  root.LaikaHistory = { runToMarkdown, fileName, download, reopen, reopenConversation, wire };
})(globalThis);
