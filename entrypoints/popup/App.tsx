export function App() {
  return <main>Shortener popup</main>;
}
