import { AppProvider } from "./provider";
import { AppRouter } from "./router";

export function App({ visitor = false }: { visitor?: boolean }) {
  return (
    <AppProvider visitor={visitor}>
      <AppRouter />
    </AppProvider>
  );
}
