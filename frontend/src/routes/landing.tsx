export default function Landing() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">DX・AI成熟度診断</h1>
      <p>診断は5分で完了します。</p>
    </main>
  );
}
