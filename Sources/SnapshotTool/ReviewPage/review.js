// The review page's script (see ReportPage.swift): draws the snapshots from
// the page's JSON, failures first and the passes only once their filter is
// chosen, in chunks so that the page answers at once however long the run;
// loads each image only as it nears the viewport; and handles filters,
// comparison views (side by side, swipe, onion skin, diff only), zoom to a
// changed area at device pixels, keyboard navigation and the approve
// command for the failures chosen. A sheet of animation frames is played
// frame by frame instead (see framePlayer).
(() => {
'use strict';
const data = JSON.parse(document.getElementById('report-data').textContent);
const entries = data.entries;
const categories = [['review', 'To review'], ['all', 'All'], ['failed', 'Failed'], ['recorded', 'Recorded'], ['new', 'New'],
                    ['passed', 'Passed']];
const modes = [['side', 'Side by side'], ['swipe', 'Swipe'], ['onion', 'Onion skin'], ['diff', 'Diff']];
const state = { filter: 'review', current: -1, selected: new Set(), views: new Map(), list: null };
const maxWidth = 360, maxHeight = 480, maxZoom = 16;
// The largest an image is shown unzoomed, as the style sheet caps it.
const shownWidth = 360, shownHeight = 640;
// Articles drawn per task when a filter shows many: the first chunk at once,
// the others in later tasks, so that the page shows and answers at once.
const chunkSize = 50;

function el(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes || {})) {
    if (key === 'class') node.className = value;
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else if (value !== undefined && value !== null && value !== false) node.setAttribute(key, value === true ? '' : value);
  }
  for (const child of children.flat()) if (child !== null && child !== undefined) node.append(child);
  return node;
}

const isFailure = entry => entry.category !== 'passed';
const canCompare = entry => entry.images.reference && entry.images.failed;
const view = entry => state.views.get(entry.id);

// An image of `entry`, loaded only once it nears the viewport, and sized
// before it loads (from the sizes in the page's data) so that the page's
// layout, and with it what is near the viewport, does not wait for images.
function image(entry, role, attributes) {
  const size = shownSize(entry, role);
  return el('img', { loading: 'lazy', decoding: 'async', src: entry.images[role], alt: `${role} of ${entry.fileName}`,
                     'data-role': role, width: size && size.width, height: size && size.height, ...attributes });
}

function shownSize(entry, role) {
  const size = entry.sizes[role];
  if (!size) return null;
  const scale = Math.min(1, shownWidth / size.width, shownHeight / size.height);
  return { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
}

function figuresText(figures) {
  const r = figures.referenceSize, s = figures.snapshotSize;
  if (r.width !== s.width || r.height !== s.height) {
    return `Sizes differ: reference ${r.width}x${r.height}, snapshot ${s.width}x${s.height}.`;
  }
  const total = r.width * r.height;
  const share = total ? (100 * figures.changedPixels / total).toFixed(4) : '0';
  let text = `${figures.changedPixels} of ${total} pixels changed (${share}%), largest channel delta ${figures.largestChannelDelta}.`;
  if (figures.passingChannelDelta !== undefined) {
    text += ` Would pass with a largest channel delta of ${figures.passingChannelDelta}` +
            ` or an overall tolerance of ${(100 * figures.passingTolerance).toFixed(4)}%.`;
  }
  return text;
}

function zoomBox(area, size) {
  const pad = Math.max(8, Math.round(Math.max(area.width, area.height) / 4));
  const x = Math.max(0, area.x - pad), y = Math.max(0, area.y - pad);
  const width = Math.min(size.width, area.x + area.width + pad) - x;
  const height = Math.min(size.height, area.y + area.height + pad) - y;
  const scale = Math.max(1, Math.min(maxZoom, Math.floor(Math.min(maxWidth / width, maxHeight / height))));
  return { x, y, width, height, scale, imageWidth: size.width };
}

function frame(entry, roles, caption) {
  const v = view(entry);
  const layers = el('div', { class: 'layers' });
  roles.forEach((role, index) => {
    const layer = image(entry, role, { class: index ? 'over' : 'base', draggable: 'false' });
    if (index && v.mode === 'swipe') layer.style.clipPath = `inset(0 0 0 ${v.amount}%)`;
    if (index && v.mode === 'onion') layer.style.opacity = String(v.amount / 100);
    layers.append(layer);
  });
  if (roles.length > 1 && v.mode === 'swipe') {
    const divider = el('div', { class: 'divider' });
    divider.style.left = `${v.amount}%`;
    layers.append(divider);
  }
  const box = el('div', { class: 'frame' }, layers);
  if (v.zoom && entry.figures) {
    const crop = zoomBox(v.zoom, entry.figures.referenceSize);
    box.classList.add('zoomed');
    box.dataset.scale = String(crop.scale);
    box.style.width = `${crop.width * crop.scale}px`;
    box.style.height = `${crop.height * crop.scale}px`;
    layers.style.width = `${crop.imageWidth * crop.scale}px`;
    layers.style.transform = `translate(${-crop.x * crop.scale}px, ${-crop.y * crop.scale}px)`;
  }
  return el('figure', {}, box, el('figcaption', {}, caption));
}

function drawStage(entry) {
  const v = view(entry);
  const panes = {
    side: [[['reference'], 'reference'], [['failed'], 'failed'], [['diff'], 'diff']],
    swipe: [[['reference', 'failed'], 'swipe: reference | failed']],
    onion: [[['reference', 'failed'], 'onion skin: failed over reference']],
    diff: [[['diff'], 'diff']],
  }[v.mode].filter(([roles]) => roles.every(role => entry.images[role]));
  v.stage.replaceChildren(...panes.map(([roles, caption]) => frame(entry, roles, caption)));
  v.slider.hidden = v.mode !== 'swipe' && v.mode !== 'onion';
  for (const button of v.buttons) button.setAttribute('aria-pressed', String(button.dataset.mode === v.mode));
  v.zoomButton.setAttribute('aria-pressed', String(Boolean(v.zoom)));
}

function setMode(entry, mode) {
  if (!canCompare(entry) || !view(entry)) return;
  view(entry).mode = mode;
  drawStage(entry);
}

function toggleZoom(entry, area) {
  const v = view(entry);
  if (!v || !canCompare(entry) || !entry.figures || !entry.figures.changedAreas.length) return;
  v.zoom = area || (v.zoom ? null : entry.figures.changedAreas[0]);
  drawStage(entry);
}

function comparison(entry) {
  const v = { mode: 'side', amount: 50, zoom: null };
  state.views.set(entry.id, v);
  v.buttons = modes.map(([mode, label]) =>
    el('button', { type: 'button', 'data-mode': mode, onclick: () => setMode(entry, mode) }, label));
  v.zoomButton = el('button', { type: 'button', class: 'zoom', onclick: () => toggleZoom(entry),
                                disabled: !(entry.figures && entry.figures.changedAreas.length) }, 'Zoom to change');
  v.slider = el('input', { type: 'range', min: '0', max: '100', value: '50', 'aria-label': 'Swipe or opacity',
                           oninput: event => { v.amount = Number(event.target.value); drawStage(entry); } });
  v.stage = el('div', { class: 'stage' });
  drawStage(entry);
  return [el('div', { class: 'modes' }, v.buttons, v.zoomButton, v.slider), v.stage];
}

function images(entry) {
  if (canCompare(entry)) return comparison(entry);
  const shown = ['reference', 'failed', 'diff'].filter(role => entry.images[role]);
  return shown.length ? [el('div', { class: 'stage' }, shown.map(role =>
    el('figure', {}, el('div', { class: 'frame' }, el('div', { class: 'layers' }, image(entry, role))),
      el('figcaption', {}, role))))] : [];
}

// A sheet of animation frames (entry.frames: its layout and the frames that
// differ): the same frame of each image side by side, each sheet cropped to
// the frame by a box the frame's size, stepped or played at the sheet's rate.
function framePlayer(entry) {
  const f = entry.frames;
  const rows = Math.ceil(f.count / f.columns);
  const scale = Math.min(1, shownWidth / f.width, shownHeight / f.height);
  const width = Math.round(f.width * scale), height = Math.round(f.height * scale);
  const roles = ['reference', 'failed', 'diff'].filter(role => entry.images[role]);
  const sheets = roles.map(role => image(entry, role, { class: 'sheet', draggable: 'false',
                                                        width: width * f.columns, height: height * rows }));
  const player = { index: 0, timer: null };
  const number = el('span', { class: 'frame-number', 'aria-live': 'polite' });
  const differing = new Set(f.differing || []);
  function show(index) {
    player.index = (index % f.count + f.count) % f.count;
    const x = player.index % f.columns, y = Math.floor(player.index / f.columns);
    for (const sheet of sheets) { sheet.style.left = `${-x * width}px`; sheet.style.top = `${-y * height}px`; }
    number.textContent = `Frame ${player.index + 1} of ${f.count}` + (differing.has(player.index) ? ' (differs)' : '');
    number.dataset.frame = String(player.index);
  }
  function stop() {
    clearInterval(player.timer);
    player.timer = null;
    play.textContent = 'Play';
    play.setAttribute('aria-pressed', 'false');
  }
  function toggle() {
    if (player.timer) { stop(); return; }
    player.timer = setInterval(() => { if (entry.node && entry.node.isConnected) show(player.index + 1); else stop(); },
                               1000 / f.fps);
    play.textContent = 'Pause';
    play.setAttribute('aria-pressed', 'true');
  }
  const play = el('button', { type: 'button', class: 'play', 'aria-pressed': 'false', onclick: toggle }, 'Play');
  const controls = el('div', { class: 'modes frame-controls' },
    el('button', { type: 'button', class: 'previous-frame', onclick: () => { stop(); show(player.index - 1); } }, 'Previous frame'),
    play,
    el('button', { type: 'button', class: 'next-frame', onclick: () => { stop(); show(player.index + 1); } }, 'Next frame'),
    number, el('span', { class: 'frame-rate' }, `${f.fps} frames per second`));
  const summary = f.differing === undefined ? null : el('p', { class: 'differing-frames' }, f.differing.length
    ? `Frames that differ: ${f.differing.map(index => index + 1).join(', ')} of ${f.count}.`
    : `No frame differs of ${f.count}.`);
  const stage = el('div', { class: 'stage' }, roles.map((role, index) => el('figure', {},
    el('div', { class: 'frame sheet-frame', style: `width: ${width}px; height: ${height}px` }, sheets[index]),
    el('figcaption', {}, role))));
  show(0);
  return [summary, controls, stage];
}

function text(entry) {
  const t = entry.text;
  if (t.diff !== undefined) {
    const lines = t.diff.split('\n').map(line => el('span', {
      class: line.startsWith('@@') ? 'hunk' : line.startsWith('+') ? 'add' : line.startsWith('-') ? 'del' : '' }, line));
    return [el('div', { class: 'text' }, el('pre', { class: 'line-diff' }, lines))];
  }
  const shown = t.failed !== undefined ? t.failed : t.reference;
  return shown === undefined ? [] : [el('div', { class: 'text' }, el('pre', {}, shown))];
}

// The entry's article, made the first time its filter shows it.
function article(entry) {
  if (entry.node) return entry.node;
  const accept = entry.approveName ? el('label', { class: 'accept' },
    el('input', { type: 'checkbox', 'data-approve': entry.approveName, checked: state.selected.has(entry.approveName),
                  onchange: event => select([entry], event.target.checked) }), ' Accept') : null;
  const figures = entry.figures ? [
    el('p', { class: 'figures' }, figuresText(entry.figures)),
    el('ul', { class: 'areas' }, entry.figures.changedAreas.map(area => el('li', {},
      el('button', { type: 'button', onclick: () => toggleZoom(entry, area) },
         `changed ${area.width}x${area.height} at (${area.x}, ${area.y})` +
         (area.views.length ? `: ${area.views.join(', ')}` : ''))))),
  ] : [];
  const node = el('article', { class: entry.category, id: `snapshot-${entry.id}`, 'data-category': entry.category,
                               tabindex: '-1', onclick: () => setCurrent(entry.id, false) },
    el('h2', {}, el('span', { class: 'badge' }, entry.category), `${entry.classFolder} / ${entry.fileName}`, accept),
    entry.message ? el('details', { open: isFailure(entry) }, el('summary', {}, 'Message'), el('pre', {}, entry.message)) : null,
    figures, entry.frames ? framePlayer(entry) : images(entry), text(entry));
  // The height the article is laid out at while off screen (see the style sheet), until drawn once.
  const tallest = Math.max(0, ...Object.keys(entry.sizes).map(role => shownSize(entry, role).height));
  node.style.containIntrinsicSize = `auto ${tallest + 80 + (entry.message ? 60 : 0) + (entry.figures ? 90 : 0)}px`;
  entry.node = node;
  return node;
}

function shellQuoted(word) {
  return /^[A-Za-z0-9_@%+=:,.\/-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

function drawCommand() {
  const names = [...state.selected].sort();
  const command = document.getElementById('approve-command');
  const copy = document.getElementById('copy-command');
  document.getElementById('selection-count').textContent =
    names.length ? `${names.length} selected to accept:` : 'No failure selected.';
  command.textContent = names.length
    ? [data.approveCommand, shellQuoted(data.resultsFolder), ...names.flatMap(name => ['--test', shellQuoted(name)])].join(' ')
    : '';
  copy.disabled = !names.length;
  copy.textContent = 'Copy';
}

// Chooses the entries that can be approved among `chosen`, or takes them out; draws the command once.
function select(chosen, selected) {
  for (const entry of chosen.filter(entry => entry.approveName)) {
    if (selected) state.selected.add(entry.approveName); else state.selected.delete(entry.approveName);
    if (entry.node) entry.node.querySelector('input[data-approve]').checked = selected;
  }
  drawCommand();
}

// `review` is every entry but the passes.
function inFilter(entry, filter) {
  return filter === 'all' || (filter === 'review' ? isFailure(entry) : entry.category === filter);
}

function visible(entry) { return inFilter(entry, state.filter); }

// Shows the filter's entries alone: the others' articles are left out of the
// page (the passes, most of a large run, are not even made until asked for).
function setFilter(filter) {
  state.filter = filter;
  const list = state.list = { entries: entries.filter(visible), drawn: 0 };
  document.getElementById('snapshots').replaceChildren(
    ...(list.entries.length ? [] : [el('p', { class: 'empty' }, 'No snapshot here.')]));
  const drawLater = () => {
    if (state.list !== list || list.drawn === list.entries.length) return;
    drawChunk();
    setTimeout(drawLater);
  };
  drawLater();
  for (const button of document.querySelectorAll('#filters button')) {
    button.setAttribute('aria-pressed', String(button.dataset.filter === filter));
  }
}

function drawChunk() {
  const list = state.list;
  document.getElementById('snapshots').append(...list.entries.slice(list.drawn, list.drawn + chunkSize).map(article));
  list.drawn = Math.min(list.entries.length, list.drawn + chunkSize);
}

// Draws the filter's articles up to `entry`'s now, when its chunk is still to come.
function drawUpTo(entry) {
  while (!(entry.node && entry.node.isConnected) && state.list.drawn < state.list.entries.length) drawChunk();
}

function setCurrent(index, scroll) {
  if (state.current >= 0) entries[state.current].node.classList.remove('current');
  state.current = index;
  if (index < 0) return;
  const node = entries[index].node;
  node.classList.add('current');
  if (scroll) { node.focus({ preventScroll: true }); node.scrollIntoView({ block: 'nearest' }); }
}

function step(direction) {
  for (let index = state.current + direction; index >= 0 && index < entries.length; index += direction) {
    if (isFailure(entries[index]) && visible(entries[index])) {
      drawUpTo(entries[index]);
      setCurrent(index, true);
      return;
    }
  }
}

document.addEventListener('keydown', event => {
  if (event.metaKey || event.ctrlKey || event.altKey) return;
  const current = entries[state.current];
  const key = event.key;
  if (key === 'j' || key === 'n') step(1);
  else if (key === 'k' || key === 'p') step(-1);
  else if (key === 'a' && current) select([current], !state.selected.has(current.approveName));
  else if (key >= '1' && key <= '4' && current) setMode(current, modes[Number(key) - 1][0]);
  else if (key === 'z' && current) toggleZoom(current);
  else return;
  event.preventDefault();
});

document.getElementById('filters').append(...categories.map(([filter, label]) => {
  const count = entries.filter(entry => inFilter(entry, filter)).length;
  return el('button', { type: 'button', 'data-filter': filter, onclick: () => setFilter(filter) }, `${label} (${count})`);
}));
document.getElementById('select-all').addEventListener('click', () => {
  select(entries.filter(visible), true);
});
document.getElementById('clear-selection').addEventListener('click', () => {
  select(entries, false);
});
document.getElementById('copy-command').addEventListener('click', async event => {
  const text = document.getElementById('approve-command').textContent;
  try { await navigator.clipboard.writeText(text); } catch {
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('approve-command'));
    getSelection().removeAllRanges();
    getSelection().addRange(range);
    document.execCommand('copy');
  }
  event.target.textContent = 'Copied';
});
setFilter('review');
drawCommand();
})();
