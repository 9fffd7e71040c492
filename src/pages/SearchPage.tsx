// Placeholder until its feature lands.
export default function SearchPage() {
  return <div className="mx-auto max-w-7xl px-4 py-10"><h1 className="text-2xl font-bold">Maktabi</h1></div>;
}
