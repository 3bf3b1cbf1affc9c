// The baseline page: one loader, and one API call when the bench names it (MINIMAL_API_URL), like a
// page of the site that renders from the API; the JS of the page is the same either way.
export async function loader() {
  const api = process.env.MINIMAL_API_URL;
  if (!api) return { title: 'Минимальная страница', answer: '' };
  const answer = await (await fetch(api)).json();
  return { title: 'Минимальная страница', answer: `${JSON.stringify(answer).length} B` };
}

export default function Home({ loaderData }: { loaderData: { title: string; answer: string } }) {
  return (
    <>
      <h1>{loaderData.title}</h1>
      {loaderData.answer ? <p>{loaderData.answer}</p> : null}
    </>
  );
}
