import { prerenderToNodeStream } from "react-dom/static";
import { VisitorLanding } from "./visitor-landing";

async function text(stream: AsyncIterable<Uint8Array | string>) {
  const decoder = new TextDecoder();
  let html = "";
  for await (const chunk of stream) {
    html += typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
  }
  return html + decoder.decode();
}

/**
 * The landing page as a visitor first sees it, as HTML, for the build to put in index.html:
 * the same tree the browser hydrates (src/app/visitor-landing.tsx).
 */
export async function renderLanding(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<VisitorLanding />);
  return text(prelude as unknown as AsyncIterable<Uint8Array | string>);
}
