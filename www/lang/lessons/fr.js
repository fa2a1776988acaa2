// @ts-check
// The lessons' words in French: the same steps and names as lessons/en.js.

export const lessonProgressText = (game, step, steps, doneBefore) =>
  `${game} : leçon ${step} sur ${steps}${doneBefore ? " (déjà faite)" : ""}`;
export const practiceProgressText = (game, step, steps, doneBefore) =>
  `${game}\u00a0: exercice ${step} sur ${steps}${doneBefore ? " (déjà résolu)" : ""}`;
export const lessonDoneText = "Bravo.";
export const lessonWrongText = "Ce coup ne fait pas ce que demande la leçon. Essayez encore.";
export const lessonFinishedText = (game) => `C'était la dernière leçon de ${game}. Quittez les leçons pour jouer une partie.`;
export const LESSON_LABEL = "Leçon";
export const LESSON_BUTTONS = { back: "Précédent", retry: "Recommencer", next: "Suivant", leave: "Quitter les leçons", practice: "Exercices", lessons: "Leçons" };

export const LESSON_TEXT = {
  "siga-move": {
    title: "Comment avance une pièce",
    task: "On gagne à la Siga en prenant toutes les pièces de l'adversaire. Une pièce fait un pas d'une case en avant, en arrière ou de côté, jamais en diagonale, vers une case vide ou sur une pièce ennemie. Vous jouez Clair, en bas : avancez une pièce dans le milieu vide.",
    done: "Bravo. Les rangées vides du milieu sont là où les pièces se rencontrent.",
  },
  "siga-capture": {
    title: "Prendre une pièce",
    task: "Avancez sur une pièce ennemie pour la prendre : elle quitte le plateau et votre pièce prend sa place. Foncé vient d'avancer en a4. Prenez cette pièce.",
    done: "Prise. Un coup prend au plus une pièce, et la pièce ne continue pas.",
    wrong: "Ce coup n'a rien pris. Votre pièce en a3 peut avancer sur la pièce foncée en a4.",
  },
  "siga-compulsory": {
    title: "Quand la prise est obligatoire",
    task: "Dans cette partie, « Prise obligatoire » est cochée : tant que vous pouvez prendre, seul un coup qui prend est permis. Essayez un coup qui ne prend rien et lisez pourquoi il est refusé ; puis prenez.",
    done: "Exact : avec la prise obligatoire, la prise passe avant tout.",
  },
  "siga-win": {
    title: "Gagner",
    task: "Il ne reste à Foncé qu'une pièce, en c3. Prenez-la pour gagner la partie.",
    done: "Vous gagnez : Foncé n'a plus de pièce.",
    wrong: "La pièce foncée en c3 est toujours là. Prenez-la avec une de vos pièces voisines.",
  },
  "siga-one-against-one": {
    title: "Un contre un",
    task: "Une pièce chacun, et c'est à vous de jouer, à 5 pas de la pièce de Foncé : de a2 à c5 (comptez le long des colonnes et des rangées). Chaque coup change ce nombre d'un pas : après le vôtre il est pair, et Foncé, qui ne joue jamais qu'à un nombre pair de pas, ne peut jamais arriver sur vous. Au trait à un nombre impair de pas, c'est vous le chasseur. Avancez vers la pièce foncée pour la pousser dans un coin.",
    done: "Bien : vous gardez le nombre impair pour vous et vous approchez. Continuez à resserrer : la pièce foncée finit par manquer de place.",
    wrong: "Vous ne risquez rien, le compte reste en votre faveur, mais en vous éloignant vous allongez la chasse. Avancez vers la pièce foncée : a2-b2 ou a2-a3.",
  },
  "sudan-place": {
    title: "Poser les pièces",
    task: "La Seega commence sur un plateau vide. Chaque camp pose ses pièces une à une, sur n'importe quelle case vide sauf le centre (c3, marqué), jusqu'à ce que tout soit plein sauf le centre. Posez une pièce.",
    done: "Posée. Poser ne prend jamais de pièce.",
  },
  "sudan-first-move": {
    title: "Le premier coup",
    task: "Toutes les cases sont pleines sauf le centre. Le camp qui a posé en premier joue le premier coup, vers le centre, la seule case vide. Dans cette Seega une pièce avance d'une case dans l'une des 8 directions. Amenez une pièce en c3.",
    done: "Bien. Désormais les pièces avancent vers des cases vides.",
  },
  "sudan-capture": {
    title: "Prendre en encadrant",
    task: "Une pièce ennemie est prise quand votre coup la laisse entre la pièce jouée et une autre des vôtres, en ligne droite, dans l'une des 8 directions. Trouvez un coup qui prend une pièce foncée.",
    done: "Prise. Toutes les pièces encadrées par un coup partent ensemble. Une pièce au centre ne peut jamais être prise.",
    wrong: "Ce coup n'a encadré aucune pièce foncée entre deux des vôtres. Cherchez une pièce foncée avec déjà une de vos pièces derrière elle.",
  },
  "sudan-series": {
    title: "Une série de prises",
    task: "Après une prise, le même camp rejoue, mais seulement pour prendre, tant qu'il le peut. Prenez au moins deux pièces pendant ce tour.",
    done: "Deux prises ou plus dans une série.",
    wrong: "Votre tour s'est fini avec moins de deux pièces prises. Cherchez une première prise après laquelle une autre est possible.",
  },
  "sudan-blocked": {
    title: "Le camp bloqué",
    task: "Quand le camp qui doit jouer ne peut pas bouger du tout, son adversaire joue un coup de plus à sa place. Jouez un coup après lequel Foncé ne peut plus bouger.",
    done: "Foncé est bloqué : vous rejouez.",
    wrong: "Foncé peut encore bouger après ce coup. Fermez les dernières cases vides à côté de leurs pièces.",
  },
  "sudan-repetition": {
    title: "Pas d'allers-retours sans fin",
    task: "Une pièce ne peut pas faire un cinquième coup de suite entre les deux mêmes cases. Votre pièce est allée de a1 à b1 et revenue deux fois : essayez encore a1-b1 et lisez pourquoi c'est refusé, puis jouez un autre coup.",
    done: "Exact. Une prise, par l'un ou l'autre camp, remet tous les comptes à zéro.",
  },
  "sudan-barrier": {
    title: "La barrière",
    task: "Quand un certain nombre de coups se suivent sans prise (40 si les joueurs n'en choisissent pas d'autre ; 10 dans cette partie), la partie s'arrête et le camp qui a le plus de pièces gagne. Neuf sont passés et vous avez une pièce de moins : prenez maintenant.",
    done: "La prise remet le compte à zéro, et la partie continue.",
    wrong: "Pas de prise : le compte est arrivé au bout et le camp qui avait le plus de pièces a gagné.",
  },
  "egypt-place": {
    title: "La croix et la pose",
    task: "En Égypte la partie commence avec quatre pièces posées en croix : Clair en a3 et e3, Foncé en c1 et c5. Puis chaque camp pose une pièce à la fois sur une case vide, sauf le centre. Posez une pièce.",
    done: "Posée. Poser ne prend jamais de pièce.",
  },
  "egypt-first-move": {
    title: "Foncé joue en premier",
    task: "Le camp qui a posé la dernière pièce joue le premier coup : ici Foncé. En Égypte une pièce avance en avant, en arrière ou de côté, jamais en diagonale. Amenez une pièce foncée au centre.",
    done: "Bien. Dans cette Seega, coups et prises suivent seulement les rangées et les colonnes.",
  },
  "egypt-capture": {
    title: "Prendre en ligne",
    task: "Une pièce ennemie est prise quand votre coup la laisse entre la pièce jouée et une autre des vôtres, sur une rangée ou une colonne (jamais en diagonale). Prenez une pièce foncée.",
    done: "Prise. Toutes les pièces encadrées par un coup partent ensemble.",
    wrong: "Ce coup n'a encadré aucune pièce foncée entre deux des vôtres sur une rangée ou une colonne.",
  },
  "egypt-series": {
    title: "La même pièce continue",
    task: "Après une prise, la même pièce doit continuer à prendre tant qu'elle le peut, et aucune autre ne peut bouger. Prenez deux pièces pendant ce tour.",
    done: "Deux prises avec la même pièce.",
    wrong: "Votre tour s'est fini avec moins de deux pièces prises. Cherchez la prise après laquelle la même pièce peut encore prendre.",
  },
  "egypt-blocked": {
    title: "Le camp bloqué",
    task: "Quand le camp qui doit jouer ne peut pas bouger du tout, son adversaire joue un coup de plus à sa place. Jouez un coup après lequel Foncé ne peut plus bouger.",
    done: "Foncé est bloqué : vous rejouez.",
    wrong: "Foncé peut encore bouger après ce coup. Fermez les dernières cases vides à côté de leurs pièces.",
  },
  "egypt-barrier": {
    title: "La barrière",
    task: "Quand un certain nombre de coups se suivent sans prise (40 si les joueurs n'en choisissent pas d'autre ; 10 dans cette partie), la partie s'arrête et le camp qui a le plus de pièces gagne. Neuf sont passés et vous êtes en retard : prenez maintenant.",
    done: "La prise remet le compte à zéro, et la partie continue.",
    wrong: "Pas de prise : le compte est arrivé au bout et le camp qui avait le plus de pièces a gagné.",
  },
  "seig-unlock": {
    title: "Lancer pour commencer",
    task: "Le Sîg est une course le long d'un chemin en S de 48 trous, qui se joue avec des bâtonnets. Au début la partie est fermée : on lance 7 bâtonnets, et seul un Sîg (un bâtonnet différent des autres) ou tous pareils l'ouvre. Lancez les bâtonnets.",
    done: "Un Sîg : la partie est ouverte pour les deux camps, votre pièce de tête est libérée et avance d'un trou, et vous relancez, maintenant avec 8 bâtonnets.",
  },
  "seig-release": {
    title: "Libérer des pièces",
    task: "Seules les pièces libérées avancent. Un Sîg (1 ou 7 faces blanches sur 8) libère votre pièce de tête ; tous pareils (aucune face blanche, ou toutes) en libère huit d'un coup. Lancez.",
    done: "Tous pareils : huit pièces sont libérées, et vous relancez.",
  },
  "seig-spend": {
    title: "Dépenser les lancers",
    task: "Un lancer de 4 ajoute 4 à votre réserve et vous relancez ; un 3, un 5 ou un 6 ajoute sa valeur et vous arrêtez de lancer. Ensuite vous avancez des pièces libérées des valeurs de la réserve, une valeur ou plusieurs ensemble. Lancez, relancez, puis avancez une pièce.",
    done: "Avancée. Ce qui reste dans la réserve se dépense par d'autres coups, tant qu'il y en a un de possible.",
  },
  "seig-take": {
    title: "Prendre",
    task: "Une pièce qui arrive dans un trou où se trouve une pièce adverse la prend. Utilisez votre 3 pour arriver sur une pièce foncée.",
    done: "Prise : cette pièce foncée est hors du jeu.",
    wrong: "Ce coup n'a rien pris : il n'y avait pas de pièce foncée dans le trou où la vôtre est arrivée.",
  },
  "seig-safe": {
    title: "Les trous sûrs",
    task: "Sur le premier et le dernier trou des rangées du haut (b1, b12, c1 et c12), personne n'est jamais pris : les deux pièces partagent le trou. Vous avez 1 et 3 à dépenser : prenez une pièce foncée qui n'est pas sur un trou sûr.",
    done: "Prise, loin des trous sûrs.",
    wrong: "Votre réserve est dépensée et rien n'a été pris. Une pièce qui arrive sur un trou sûr ne fait que le partager.",
  },
  "seig-circling": {
    title: "Refaire le tour",
    task: "Une pièce qui arrive au bout de son chemin (d1) y reste, sauf s'il ne reste plus aucune de vos pièces dans votre rangée basse (la rangée a) : alors elle continue, et refait le tour des rangées adverses. Faites passer une pièce au-delà de d1.",
    done: "Un nouveau tour : cette pièce peut encore prendre.",
    wrong: "Ce coup n'est pas passé au-delà de d1.",
  },
  "seig-endgame": {
    title: "La fin de partie",
    task: "Quand les deux camps ne peuvent plus se rencontrer, les pièces quittent les trous et la fin de partie commence : chaque lancer d'exactement 4 faces blanches sort une pièce adverse, et vous relancez. Lancez.",
    done: "Quatre faces blanches : une pièce foncée sort. Le camp qui prend la dernière pièce gagne.",
  },
  "mzab-locked": {
    title: "Les pièces bloquées au M’zab",
    task: "Au sîg du M’zab, toutes les pièces partent bloquées, et aucun lancer ne les libère : une pièce bloquée ne bouge que sur un lancer de 1 ou de 6, et alors d’un seul trou, ce qui la libère. Lancez, puis sortez de sa rangée votre pièce de tête.",
    done: "Joué : a20 a avancé d’un trou, en b20, et elle est libre. Une pièce libre avance de toute la valeur du lancer.",
  },
  "mzab-free": {
    title: "Un 6 : pièces libres et bloquées",
    task: "Votre pièce en b20 est libre ; les autres sont encore bloquées. Lancez : sur un 6, une pièce bloquée n’avancerait que d’un trou, mais la libre avance de six. Jouez la pièce libre.",
    done: "Six trous le long de la rangée b : une pièce libre avance de toute la valeur du lancer.",
    wrong: "Une pièce bloquée a avancé d’un trou : la libre pouvait en faire six.",
  },
  "tozeur-locked": {
    title: "Les pièces bloquées à Tozeur",
    task: "Au sîg de Tozeur, toutes les pièces partent bloquées : une pièce bloquée ne bouge que sur un lancer de 1 (une face blanche sur six), et alors d’un seul trou, ce qui la libère. Lancez, puis sortez de sa rangée votre pièce de tête.",
    done: "Joué : a13 a avancé d’un trou, en b13, et elle est libre ; désormais elle avance de toute la valeur du lancer.",
  },
  "mauritania-eight": {
    title: "Un huit : une série de pas",
    task: "Au sîg de Mauritanie, toutes les pièces partent bloquées, et une pièce bloquée n’avance jamais de plus d’un trou. Un lancer de 8 (les huit faces marquées en haut) ouvre une série : une pièce après l’autre avance d’un trou, chacune une fois, jusqu’à huit pas. Lancez, puis avancez votre pièce de tête, a1, dans la rangée b.",
    done: "Un pas : a1 est passée en b1 et elle est libre. La série continue sans lancer : la pièce suivante avance dans le trou derrière.",
  },
  "tidikelt-enter": {
    title: "Entrer depuis b0",
    task: "Au sîg du Tidikelt, vos pièces vont le long de la rangée a, reviennent par la rangée centrale et arrivent dans son 13e trou, b0. De b0, une pièce ne repart que sur un sîg (une face blanche), pour entrer dans la rangée adverse en c1. Une pièce foncée sur laquelle elle arrive retourne au premier trou vide de sa propre rangée ; s’il n’y en a aucun, elle est prise. Lancez, puis entrez depuis b0.",
    done: "Prise : la rangée de Foncé n’avait aucun trou vide où renvoyer sa pièce. Votre pièce parcourt maintenant la rangée c.",
  },
  "sahara-spend": {
    title: "Dépenser les lancers un par un",
    task: "Au sîg du Sahara occidental, rien n’est bloqué. Un 1 ou un 4 fait relancer ; les lancers se dépensent ensuite un par coup, chacun faisant avancer une pièce d’autant de trous, et aucune pièce ne peut dépasser une pièce de son camp. Lancez deux fois, puis dépensez les deux lancers sur votre pièce de tête, a20.",
    done: "Les deux lancers dépensés, un coup chacun : a20 a avancé de 4 puis de 5. Les pièces derrière elle ne pouvaient pas la dépasser.",
  },
  "eloued-seven": {
    title: "Le sept",
    task: "Au sîg d’El Oued, un sîg (une ou cinq faces polies) lancé juste après un 6 vaut 7. Tant qu’il reste des pièces bloquées, votre pièce bloquée de tête peut sauter les 7 trous, ou « free-all » avance chaque pièce bloquée d’un trou. Lancez deux fois, puis prenez la pièce foncée en c1 avec un 7.",
    done: "Prise : a6 a sauté 7 trous, par la rangée b jusqu’en c1, et elle est libre. Un sîg fait relancer.",
  },
  "practice-win": {
    title: "Gagner tout de suite",
    task: "Un coup gagne la partie ici. Trouvez-le.",
    done: "Trouvé\u00a0: c’est le meilleur coup ici.",
    wrong: "Il y a un meilleur coup ici. Essayez encore.",
  },
  "practice-capture-series": {
    title: "Une série",
    task: "Un coup lance une série de prises. Trouvez-le.",
    done: "Trouvé\u00a0: c’est le meilleur coup ici.",
    wrong: "Il y a un meilleur coup ici. Essayez encore.",
  },
  "practice-capture-many": {
    title: "Plusieurs d’un coup",
    task: "Un coup prend plus d’un pion. Trouvez-le.",
    done: "Trouvé\u00a0: c’est le meilleur coup ici.",
    wrong: "Il y a un meilleur coup ici. Essayez encore.",
  },
  "practice-take-the-attacker": {
    title: "Prendre l’attaquant",
    task: "Un de vos pions est menacé. Prenez le pion qui le menace.",
    done: "Trouvé\u00a0: c’est le meilleur coup ici.",
    wrong: "Il y a un meilleur coup ici. Essayez encore.",
  },
  "practice-capture": {
    title: "Gagner un pion",
    task: "Un coup gagne un pion sans rien perdre en retour. Trouvez-le.",
    done: "Trouvé\u00a0: c’est le meilleur coup ici.",
    wrong: "Il y a un meilleur coup ici. Essayez encore.",
  },
  "practice-save": {
    title: "Sauver votre pion",
    task: "Un de vos pions pourrait être pris au prochain coup. Trouvez le coup qui le sauve.",
    done: "Trouvé\u00a0: c’est le meilleur coup ici.",
    wrong: "Il y a un meilleur coup ici. Essayez encore.",
  },
  "practice-block": {
    title: "Bloquer",
    task: "Un coup laisse l’adversaire sans aucun coup. Trouvez-le.",
    done: "Trouvé\u00a0: c’est le meilleur coup ici.",
    wrong: "Il y a un meilleur coup ici. Essayez encore.",
  },
  "practice-start-endgame": {
    title: "Vers la fin de partie",
    task: "Un coup fait passer la course à la fin de partie. Trouvez-le.",
    done: "Trouvé\u00a0: c’est le meilleur coup ici.",
    wrong: "Il y a un meilleur coup ici. Essayez encore.",
  },
  "practice-threaten": {
    title: "Menacer",
    task: "Un coup menace un pion adverse qui ne peut pas être sauvé. Trouvez-le.",
    done: "Trouvé\u00a0: c’est le meilleur coup ici.",
    wrong: "Il y a un meilleur coup ici. Essayez encore.",
  },
  "practice-centre": {
    title: "Le centre",
    task: "Un coup prend le centre, où un pion ne peut pas être pris. Trouvez-le.",
    done: "Trouvé\u00a0: c’est le meilleur coup ici.",
    wrong: "Il y a un meilleur coup ici. Essayez encore.",
  },
  "practice-safe-hole": {
    title: "Un trou sûr",
    task: "Un coup amène un pion sur un trou où il ne peut pas être pris. Trouvez-le.",
    done: "Trouvé\u00a0: c’est le meilleur coup ici.",
    wrong: "Il y a un meilleur coup ici. Essayez encore.",
  },
};
