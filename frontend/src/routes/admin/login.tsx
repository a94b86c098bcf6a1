// Placeholder until the screen is built.
export default function Screen() {
  return <main className="p-8">login</main>;
}
