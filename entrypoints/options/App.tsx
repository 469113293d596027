export function App() {
  return <main>Shortener options</main>;
}
