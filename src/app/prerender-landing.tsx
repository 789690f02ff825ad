import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { AppProvider } from "./provider";
import { SessionRoutes } from "./router";
import { RouteErrorBoundary } from "./routes/route-error";

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
 * the same tree the browser hydrates (App with `visitor`), at /, with every lazy part loaded.
 */
export async function renderLanding(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <AppProvider visitor>
      <StaticRouter location="/">
        <RouteErrorBoundary>
          <SessionRoutes />
        </RouteErrorBoundary>
      </StaticRouter>
    </AppProvider>,
  );
  return text(prelude as unknown as AsyncIterable<Uint8Array | string>);
}
