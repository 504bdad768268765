/// The review page's style sheet.
enum ReportStyle {
    static let css = """
    :root { --failed: #cf222e; --recorded: #9a6700; --new: #0969da; --passed: #1a7f37; --line: #d0d7de; }
    body { font: 14px -apple-system, "Segoe UI", sans-serif; margin: 0; color: #1f2328; }
    header { padding: 16px 24px 8px; border-bottom: 1px solid var(--line); }
    h1 { font-size: 20px; margin: 0 0 4px; }
    .keys { color: #656d76; font-size: 12px; margin: 6px 0 0; }
    kbd { border: 1px solid var(--line); border-radius: 3px; padding: 0 4px; font-size: 11px; }
    nav button, .modes button { border: 1px solid var(--line); background: #f6f8fa; border-radius: 6px; padding: 3px 10px; cursor: pointer; }
    nav button[aria-pressed="true"], .modes button[aria-pressed="true"] { background: #1f2328; color: #fff; }
    main { padding: 0 24px 120px; }
    article { border-bottom: 1px solid var(--line); padding: 14px 8px; outline: none; }
    article.current { background: #f6f8fa; box-shadow: inset 3px 0 0 #1f2328; }
    article h2 { font-size: 15px; margin: 0 0 6px; display: flex; gap: 10px; align-items: center; }
    .badge { font-size: 11px; color: #fff; border-radius: 10px; padding: 1px 8px; text-transform: uppercase; }
    .failed .badge { background: var(--failed); } .recorded .badge { background: var(--recorded); }
    .new .badge { background: var(--new); } .passed .badge { background: var(--passed); }
    .accept { margin-left: auto; font-weight: normal; font-size: 13px; }
    details pre, .text pre { white-space: pre-wrap; background: #f6f8fa; padding: 8px; margin: 6px 0; font-size: 12px; }
    .figures { margin: 6px 0; } .areas { margin: 4px 0; padding-left: 18px; }
    .areas button { border: none; background: none; color: #0969da; cursor: pointer; padding: 0; text-align: left; font: inherit; }
    .modes { display: flex; gap: 6px; align-items: center; margin: 8px 0; flex-wrap: wrap; }
    .modes input[type=range] { width: 180px; }
    .stage { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
    figure { margin: 0; } figcaption { font-size: 12px; color: #656d76; margin-top: 4px; }
    .frame { position: relative; overflow: hidden; border: 1px solid var(--line); display: inline-block;
             background: repeating-conic-gradient(#eee 0% 25%, #fff 0% 50%) 50% / 16px 16px; }
    .layers { position: relative; display: block; }
    .layers img { display: block; max-width: 360px; max-height: 640px; }
    .layers img.over { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
    .divider { position: absolute; top: 0; bottom: 0; width: 2px; background: #cf222e; pointer-events: none; }
    .frame.zoomed .layers { transform-origin: 0 0; }
    .frame.zoomed .layers img { max-width: none; max-height: none; width: 100%; image-rendering: pixelated; }
    .text .del { background: #ffebe9; } .text .add { background: #dafbe1; } .text .hunk { color: #656d76; }
    .text pre span { display: block; }
    footer { position: fixed; left: 0; right: 0; bottom: 0; background: #fff; border-top: 1px solid var(--line);
             padding: 10px 24px; display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
    footer code { flex: 1 1 400px; background: #f6f8fa; padding: 6px 8px; font-size: 12px; word-break: break-all; }
    [hidden] { display: none !important; }
    """
}
