// @ts-check
// What a board framed in a sandbox says when it cannot start, in each
// language. A classic script, not a module: in such a frame no module loads.
globalThis.desertGamesSandboxedWords = {
  en: "This board cannot start here: the page that shows it runs it in a sandbox that keeps it from loading its own files. The page's owner can allow it (allow-same-origin) or link to the game instead.",
  fr: "Ce plateau ne peut pas démarrer ici : la page qui l'affiche l'enferme dans un bac à sable qui l'empêche de charger ses propres fichiers. Le responsable de la page peut l'autoriser (allow-same-origin) ou mettre un lien vers le jeu.",
  ar: "لا يمكن تشغيل هذه اللوحة هنا: الصفحة التي تعرضها تضعها في بيئة معزولة تمنعها من تحميل ملفاتها. يستطيع صاحب الصفحة أن يسمح بذلك (allow-same-origin) أو أن يضع رابطًا إلى اللعبة بدلًا من ذلك.",
  ru: "Эта доска не может запуститься здесь: страница, на которой она показана, держит её в песочнице, не дающей загрузить собственные файлы. Владелец страницы может это разрешить (allow-same-origin) или дать ссылку на игру.",
};
