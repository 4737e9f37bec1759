/**
 * The widget's stylesheet, inlined in the widget page (one request fewer) and in every small page
 * the service renders itself (`html-page.ts`: the result page, the bank's return, the OpenID
 * age-key pages), so that each page a person sees has the widget's look. Colours meet WCAG 2.2 AA:
 * body text #1f2937 on white 14.7:1, secondary #4b5563 7.6:1, primary button white on #1d4ed8
 * 6.7:1, test bar #713f12 on #fde68a 7.6:1, error #991b1b on #fef2f2 8.0:1. Focus is a 3 px
 * outline that never depends on colour alone.
 */
export const WIDGET_CSS = `
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;background:#fff;color:#1f2937;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.w{max-width:40rem;margin:0 auto;padding:.75rem 1rem 1rem}
.test{background:#fde68a;color:#713f12;font-weight:700;font-size:.75rem;text-align:center;padding:.25rem .75rem;letter-spacing:.02em}
.step{color:#4b5563;font-size:.875rem;margin:.25rem 0 0}
.lang{float:inline-end;font-size:.8125rem;color:#4b5563}.lang select{margin-inline-start:.375rem}
h1{font-size:1.25rem;line-height:1.3;margin:.125rem 0 .5rem}
p{margin:.25rem 0 .5rem}
.muted{color:#4b5563;font-size:.875rem}
ul.methods{list-style:none;margin:.5rem 0;padding:0;display:grid;gap:.375rem .5rem;grid-template-columns:repeat(auto-fill,minmax(16.5rem,1fr))}
ul.methods li{display:flex}
.method{display:flex;width:100%;text-align:start;gap:.75rem;align-items:center;padding:.3125rem .75rem;border:1px solid #6b7280;border-radius:.5rem;background:#fff;color:#111827;font:inherit;cursor:pointer;min-height:3rem;line-height:1.3}
.method:hover:not(:disabled){border-color:#1d4ed8;background:#eff6ff}
.method:disabled{cursor:not-allowed;background:#f3f4f6;color:#4b5563}
.method.placeholder,.method.placeholder:hover{border-color:#e5e7eb;background:#f9fafb;cursor:default}
.method b{display:block;font-size:1rem}
.method .d{display:block;color:#4b5563;font-size:.8125rem;line-height:1.25}
.method .left{margin-inline-start:auto;white-space:nowrap;font-size:.75rem}
button,input,select,summary{font:inherit}
.btn{display:inline-block;border:0;border-radius:.5rem;padding:.625rem 1rem;background:#1d4ed8;color:#fff;font-weight:600;cursor:pointer;min-height:2.75rem;text-decoration:none}
.btn:hover{background:#1e40af}
.btn:disabled{background:#6b7280;cursor:progress}
.link{background:none;border:0;padding:.5rem 0;color:#1d4ed8;text-decoration:underline;cursor:pointer;min-height:2.75rem}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.btn:focus-visible{outline-color:#111827}
.notice{border-radius:.5rem;padding:.5rem .75rem;margin:.5rem 0;background:#fef2f2;color:#991b1b}
.notice.info{background:#eff6ff;color:#1e3a8a}
.ok{color:#166534}.bad{color:#991b1b}
fieldset{border:1px solid #9ca3af;border-radius:.5rem;margin:.5rem 0;padding:.5rem .75rem;min-width:0}
legend{font-weight:600;padding:0 .25rem}
.choices{display:grid;grid-template-columns:repeat(auto-fit,minmax(13rem,1fr));gap:.125rem .75rem}
.choices label{display:flex;gap:.5rem;align-items:center;min-height:2rem}
.field{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:.375rem 0}
.field input,.field select{max-width:100%;padding:.375rem .5rem;border:1px solid #6b7280;border-radius:.375rem;background:#fff;color:inherit;min-height:2.5rem}
.field input{width:6rem}
.actions{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;margin-top:.5rem}
details{margin-top:.75rem;border-top:1px solid #e5e7eb;padding-top:.5rem}
summary{cursor:pointer;color:#1d4ed8;min-height:2rem;padding:.25rem 0}
.pair{display:flex;gap:1rem;align-items:center}
.pair p{flex:1}
.qr{display:block;width:144px;height:144px;flex:none}
@media (max-width:30rem){h1{font-size:1.125rem}.w{padding:.5rem .75rem .75rem}}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
